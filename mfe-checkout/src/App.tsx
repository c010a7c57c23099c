import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { addTranslations, NotFound, Spinner } from '@palco/shared';
import { useErrorReporting } from './errors/use-error-reporting';
import { PlansPage } from './plans/PlansPage';
import { dictionaries } from './i18n';

addTranslations(dictionaries);

// The voucher form, its checks and its words load with /promo (or the popup's voucher view), not with /adira-ja.
const PromoPage = lazy(() => import('./voucher/PromoPage').then((module) => ({ default: module.PromoPage })));
// The partners' pages load with /affiliate and the routes below it.
const affiliatePages = (): Promise<typeof import('./affiliate/AffiliatePage')> =>
  import('./affiliate/AffiliatePage');
const AffiliatesPage = lazy(() => affiliatePages().then((module) => ({ default: module.AffiliatesPage })));
const AffiliatePage = lazy(() => affiliatePages().then((module) => ({ default: module.AffiliatePage })));

// The profile area's subscription and billing pages load with the first of them a viewer opens.
const managePages = (): Promise<typeof import('./manage/manage-pages')> => import('./manage/manage-pages');
const SubscriptionPage = lazy(() => managePages().then((module) => ({ default: module.SubscriptionPage })));
const UpdatePaymentPage = lazy(() => managePages().then((module) => ({ default: module.UpdatePaymentPage })));
const BillingPage = lazy(() => managePages().then((module) => ({ default: module.BillingPage })));
const InvoiceHistoryPage = lazy(() =>
  managePages().then((module) => ({ default: module.InvoiceHistoryPage })),
);

const lazily = (page: ReactNode): ReactNode => <Suspense fallback={<Spinner />}>{page}</Suspense>;

/** The checkout's routes (contracts' route table). */
export function App(): ReactNode {
  // Payment and subscription failures go to the error-reporting service, when the settings name one.
  useErrorReporting();
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
        <Route path="/affiliate" element={lazily(<AffiliatesPage />)} />
        <Route path="/affiliate/:id" element={lazily(<AffiliatePage kind="landing" />)} />
        <Route path="/affiliate/:id/signup" element={lazily(<AffiliatePage kind="signup" />)} />
        <Route path="/affiliate/:id/subscribe" element={lazily(<AffiliatePage kind="subscribe" />)} />
        <Route path="/profile/subscription" element={lazily(<SubscriptionPage />)} />
        <Route path="/profile/update-payment" element={lazily(<UpdatePaymentPage />)} />
        <Route path="/profile/billing" element={lazily(<BillingPage />)} />
        <Route path="/profile/history" element={lazily(<InvoiceHistoryPage />)} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
