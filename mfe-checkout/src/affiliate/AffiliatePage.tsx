import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import {
  AFFILIATE_PREMIUM_REDIRECT,
  type AffiliateId,
  type AffiliateRouteKind,
  affiliateIds,
  affiliateRoutePath,
  needsProfileChoice,
  type Plan,
  toAffiliateId,
} from '@palco/contracts';
import { AppLink, bus, setAffiliate, Spinner, usePageTitle, useSession, useTranslation } from '@palco/shared';
import { PlanChoice } from '../plans/PlanChoice';
import { PLANS_PATH, usePlans } from './affiliate-plans';
import { AFFILIATE_NAMES } from './affiliate-i18n';
import { arrivalAction } from './arrival';
import { trackAffiliateArrival, trackSubscribeStart } from './plan-analytics';
import * as styles from './AffiliatePage.module.css';

/** `/affiliate`: the partners, each a link to its own page. */
export function AffiliatesPage(): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  usePageTitle(t('CHECKOUT_AFFILIATE_TITLE'));
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('CHECKOUT_AFFILIATE_TITLE')}</h1>
      <p className={styles.intro}>{t('AFFILIATE_INDEX_DESC')}</p>
      <nav aria-label={t('AFFILIATE_INDEX_LIST')}>
        <ul className={styles.partners}>
          {affiliateIds.map((id) => (
            <li key={id}>
              <AppLink className="palco-button palco-button--ghost" href={affiliateRoutePath(id)}>
                {AFFILIATE_NAMES[id]}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

/** An id that names no partner: said in words, with the regular plans and home a click away. */
function UnknownAffiliate(): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  usePageTitle(t('AFFILIATE_UNKNOWN_TITLE'));
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('AFFILIATE_UNKNOWN_TITLE')}</h1>
      <p>{t('AFFILIATE_UNKNOWN_DESC')}</p>
      <div className={styles.actions}>
        <AppLink className="palco-button" href={PLANS_PATH}>
          {t('AFFILIATE_REGULAR_PLANS')}
        </AppLink>
        <AppLink className="palco-button palco-button--ghost" href="/">
          {t('PAGE_HOME_LINK')}
        </AppLink>
      </div>
    </section>
  );
}

/**
 * Runs what arriving on the route asks (`arrivalAction`), once for each viewer: signing in on the page, or
 * the account loading, decides again; closing the popup it opened does not open it again.
 */
function useArrival(kind: AffiliateRouteKind, affiliate: AffiliateId): void {
  const signedIn = useSession((state) => state.token !== null);
  const accountId = useSession((state) => state.account?.id ?? null);
  const premium = useSession((state) => state.account?.premium ?? false);
  const completed = useSession((state) => state.account?.completed ?? false);
  const choosingProfile = useSession((state) => needsProfileChoice(state.account, state.profile));
  const done = useRef<string | null>(null);
  useEffect(() => {
    const action = arrivalAction(kind, affiliate, {
      signedIn,
      account: accountId === null ? null : { premium, completed },
      choosingProfile,
    });
    const viewer = `${signedIn ? 'in' : 'out'} ${accountId ?? ''} ${action.kind}`;
    if (action.kind === 'none' || action.kind === 'wait' || done.current === viewer) return;
    done.current = viewer;
    if (action.kind === 'open-login') {
      bus.emit('overlay:open', {
        name: 'login',
        redirectTo: action.redirectTo,
        ...(action.view === 'register' ? { initialView: 'register' as const } : {}),
      });
    } else if (action.kind === 'open-subscribe') {
      bus.emit('overlay:open', { name: 'subscribe' });
    } else {
      navigateToUrl(action.to);
    }
  }, [kind, affiliate, signedIn, accountId, premium, completed, choosingProfile]);
}

interface OfferProps {
  affiliate: AffiliateId;
  kind: AffiliateRouteKind;
}

/**
 * A partner's page: its name and its own plans (`GET /v1/plan?affiliate=`), to subscribe to (on to pay at
 * `/adira-ja`, signing in first) or to create an account for. Arriving keeps the partner's marker, and the
 * sign-up and subscribe routes then do what section 4 says (`arrivalAction`).
 */
function AffiliateOffer({ affiliate, kind }: OfferProps): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const name = AFFILIATE_NAMES[affiliate];
  usePageTitle(t('AFFILIATE_TITLE', { name }));
  const signedIn = useSession((state) => state.token !== null);
  const premium = useSession((state) => state.account?.premium ?? false);
  // The marker first: the popups an arrival opens read it.
  useEffect(() => {
    setAffiliate(affiliate);
    trackAffiliateArrival(affiliate, kind);
  }, [affiliate, kind]);
  useArrival(kind, affiliate);
  const { data, error, isLoading } = usePlans(affiliate, !premium);
  const plans: readonly Plan[] = data?.plans ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = plans.find((plan) => plan.id === chosen)?.id ?? plans[0]?.id ?? null;

  function confirm(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const plan = plans.find((candidate) => candidate.id === selected);
    if (!plan) return;
    trackSubscribeStart(plan, data?.affiliate ?? null);
    const target = `${PLANS_PATH}?${new URLSearchParams({ plan: plan.id }).toString()}`;
    if (signedIn) navigateToUrl(target);
    else bus.emit('overlay:open', { name: 'login', redirectTo: target });
  }

  const signUp = (): void =>
    bus.emit('overlay:open', {
      name: 'login',
      initialView: 'register',
      redirectTo: affiliateRoutePath(affiliate, 'subscribe'),
    });

  let offer: ReactNode;
  if (premium) {
    offer = (
      <p role="status">
        {t('AFFILIATE_PREMIUM')}{' '}
        <AppLink href={AFFILIATE_PREMIUM_REDIRECT}>{t('AFFILIATE_PREMIUM_LINK')}</AppLink>
      </p>
    );
  } else {
    offer = (
      <>
        {isLoading && <Spinner />}
        {error !== undefined && <p role="alert">{t('CHECKOUT_PLANS_ERROR')}</p>}
        {data?.refused && <p role="status">{t('AFFILIATE_ENDED')}</p>}
        {data && plans.length === 0 && <p>{t('CHECKOUT_PLANS_EMPTY')}</p>}
        {plans.length > 0 && (
          <form className={styles.choice} onSubmit={confirm}>
            <PlanChoice plans={plans} selected={selected} onSelect={setChosen} withDescription />
            <div className={styles.actions}>
              <button type="submit" className="palco-button">
                {t('SUBSCRIPTION_POPUP_CONFIRM')}
              </button>
            </div>
          </form>
        )}
        {!signedIn && (
          <div className={styles.actions}>
            <button type="button" className="palco-button palco-button--ghost" onClick={signUp}>
              {t('AFFILIATE_SIGN_UP')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('AFFILIATE_TITLE', { name })}</h1>
      <p className={styles.intro}>{t('AFFILIATE_DESC', { name })}</p>
      {offer}
    </section>
  );
}

export interface AffiliatePageProps {
  /** Which of the partner's routes this is: its page, its sign-up or its subscribe route. */
  kind: AffiliateRouteKind;
}

/**
 * `/affiliate/{id}`, `/affiliate/{id}/signup` and `/affiliate/{id}/subscribe` (spec section 2's
 * nos-signup … samsung-subscribe). An id that names no partner says so, and keeps no marker.
 */
export function AffiliatePage({ kind }: AffiliatePageProps): ReactNode {
  const { id } = useParams();
  const affiliate = toAffiliateId(id);
  if (!affiliate) return <UnknownAffiliate />;
  // A page of its own for each partner and route: arriving elsewhere is arriving again.
  return <AffiliateOffer key={`${affiliate} ${kind}`} affiliate={affiliate} kind={kind} />;
}
