import { type FormEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { clearTempSession, type Plan, type SubscriptionPopupProps } from '@palco/contracts';
import { mergeSettings, Modal, Spinner, useServerSettings, useTranslation } from '@palco/shared';
import { PLANS_PATH, useAffiliateMarker, usePlans } from '../affiliate/affiliate-plans';
import { trackSubscribeStart } from '../affiliate/plan-analytics';
import { PlanChoice } from '../plans/PlanChoice';
import type { VoucherRedeemed } from '../voucher/voucher-api';
import * as styles from './SubscriptionPopup.module.css';

// The voucher view (its form, its calls, its words) loads when the viewer asks for it: the popup stays lean.
const VoucherView = lazy(() =>
  import('../voucher/VoucherView').then((module) => ({ default: module.VoucherView })),
);
const VoucherSuccess = lazy(() =>
  import('../voucher/VoucherView').then((module) => ({ default: module.VoucherSuccess })),
);

/** One of the spec's modals (400-600 px, section 2). */
export const SUBSCRIPTION_POPUP_WIDTH_PX = 560;
/** The profile area, where closing the voucher view closes the popup rather than going back (section 4). */
const PROFILE_PATH = '/profile';

const onProfilePage = (): boolean =>
  window.location.pathname === PROFILE_PATH || window.location.pathname.startsWith(`${PROFILE_PATH}/`);

/** What the popup shows: the plans, the voucher form in their place, or a redeemed voucher's success. */
type View = { name: 'plans' } | { name: 'voucher' } | { name: 'voucher-success'; result: VoucherRedeemed };

/**
 * The subscription popup (spec section 4): when `monetization` is 1 it loads the plans and preselects the
 * first; the viewer confirms one (on to `/adira-ja` with it, where payment starts), uses a voucher, or
 * continues free, which closes it. No plans, or monetization off, say so with the spec's words.
 *
 * "Use a voucher" turns the popup into the voucher popup. Closing it, or "back", shows the plans again,
 * except on the profile page, where closing closes (section 4). A redeemed voucher's success takes its
 * place; its button goes home.
 */
export function SubscriptionPopup({ onClose }: SubscriptionPopupProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  // The page's settings are there from the start; a popup opened before they came waits for them, so that
  // no plans are asked for when monetization is off.
  const server = useServerSettings();
  const settingsKnown = server.data !== undefined || server.error !== undefined;
  const monetization = mergeSettings(server.data).monetization === 1;
  // With a partner's marker (its sign-up or subscribe route), that partner's plans.
  const { data, error, isLoading } = usePlans(useAffiliateMarker(), settingsKnown && monetization);
  const [chosen, setChosen] = useState<string | null>(null);
  const [view, setView] = useState<View>({ name: 'plans' });
  const plans: readonly Plan[] = data?.plans ?? [];
  const selected = chosen ?? plans[0]?.id ?? null;

  const go = (path: string): void => {
    onClose();
    navigateToUrl(path);
  };

  function confirm(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const plan = plans.find((candidate) => candidate.id === selected);
    if (!plan) return;
    trackSubscribeStart(plan, data?.affiliate ?? null);
    go(`${PLANS_PATH}?plan=${encodeURIComponent(plan.id)}`);
  }

  const backToPlans = (): void => setView({ name: 'plans' });

  // Each view is its own modal (keyed), so each opens with the focus on its first field.
  if (view.name === 'voucher') {
    return (
      <Modal
        key="voucher"
        title={t('SUBSCRIPTION_POPUP_VOUCHER')}
        onClose={() => (onProfilePage() ? onClose() : backToPlans())}
        width={SUBSCRIPTION_POPUP_WIDTH_PX}
      >
        <Suspense fallback={<Spinner />}>
          <VoucherView
            focusOnMount
            onRedeemed={(result) => setView({ name: 'voucher-success', result })}
            onLeave={onClose}
            onBack={backToPlans}
          />
        </Suspense>
      </Modal>
    );
  }
  if (view.name === 'voucher-success') {
    const home = (): void => go('/');
    return (
      <Modal
        key="voucher-success"
        title={t('VOUCHER_SUCCESS_TITLE')}
        onClose={home}
        width={SUBSCRIPTION_POPUP_WIDTH_PX}
      >
        <Suspense fallback={<Spinner />}>
          <VoucherSuccess result={view.result} onHome={home} />
        </Suspense>
      </Modal>
    );
  }

  let body: ReactNode;
  if (!settingsKnown) body = <Spinner />;
  else if (!monetization) body = <p role="status">{t('APP_MONETIZATION_DISABLED')}</p>;
  else if (isLoading) body = <Spinner />;
  else if (error !== undefined) body = <p role="alert">{t('CHECKOUT_PLANS_ERROR')}</p>;
  else if (plans.length === 0) body = <p role="status">{t('SUBSCRIPTION_POPUP_NO_PLANS')}</p>;
  else {
    body = (
      <form id={`${id}-form`} onSubmit={confirm}>
        <PlanChoice plans={plans} selected={selected} onSelect={setChosen} />
      </form>
    );
  }

  return (
    <Modal
      key="plans"
      title={t('SUBSCRIPTION_POPUP_TITLE')}
      onClose={onClose}
      width={SUBSCRIPTION_POPUP_WIDTH_PX}
    >
      <p className={styles.intro}>{t('SUBSCRIPTION_POPUP_DESC')}</p>
      {data?.refused && <p role="status">{t('AFFILIATE_ENDED')}</p>}
      {body}
      <div className={styles.actions}>
        {monetization && plans.length > 0 && (
          <button type="submit" form={`${id}-form`} className="palco-button">
            {t('SUBSCRIPTION_POPUP_CONFIRM')}
          </button>
        )}
        {monetization && (
          <button
            type="button"
            className="palco-button palco-button--ghost"
            onClick={() => setView({ name: 'voucher' })}
          >
            {t('SUBSCRIPTION_POPUP_VOUCHER')}
          </button>
        )}
        <button
          type="button"
          className="palco-button palco-button--ghost"
          onClick={() => {
            // Section 4: continuing free drops a registration's session kept for paying before activation.
            clearTempSession(localStorage);
            onClose();
          }}
        >
          {t('SUBSCRIPTION_POPUP_CONTINUE_FREE')}
        </button>
      </div>
    </Modal>
  );
}
