// The profile area's subscription and billing pages, one chunk loaded when a viewer opens one of them, with
// their words.
import { addTranslations } from '@palco/shared';
import { manageDictionaries } from './manage-i18n';

addTranslations(manageDictionaries);

export { BillingPage } from './BillingPage';
export { InvoiceHistoryPage } from './InvoiceHistoryPage';
export { SubscriptionPage } from './SubscriptionPage';
export { UpdatePaymentPage } from './UpdatePaymentPage';
