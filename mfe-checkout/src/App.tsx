import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addTranslations, ComingSoon, NotFound, Spinner } from '@palco/shared';
import { PlansPage } from './plans/PlansPage';
import { dictionaries } from './i18n';

addTranslations(dictionaries);

// The voucher form, its checks and its words load with /promo (or the popup's voucher view), not with /adira-ja.
const PromoPage = lazy(() => import('./voucher/PromoPage').then((module) => ({ default: module.PromoPage })));

/** The checkout's routes (contracts' route table); /affiliate is marked coming-soon there. */
export function App(): ReactNode {
  const { t } = useTranslation();
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/adira-ja" element={<PlansPage />} />
        <Route
          path="/promo"
          element={
            <Suspense fallback={<Spinner />}>
              <PromoPage />
            </Suspense>
          }
        />
        <Route path="/affiliate" element={<ComingSoon title={t('CHECKOUT_AFFILIATE_TITLE')} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
