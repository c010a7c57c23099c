import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addTranslations, ComingSoon, NotFound } from '@palco/shared';
import { PlansPage } from './plans/PlansPage';
import { dictionaries } from './i18n';

addTranslations(dictionaries);

/** The checkout's routes (contracts' route table); /promo and /affiliate are marked coming-soon there. */
export function App(): ReactNode {
  const { t } = useTranslation();
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/adira-ja" element={<PlansPage />} />
        <Route path="/promo" element={<ComingSoon title={t('CHECKOUT_PROMO_TITLE')} />} />
        <Route path="/affiliate" element={<ComingSoon title={t('CHECKOUT_AFFILIATE_TITLE')} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
