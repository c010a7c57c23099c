import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { bus, Spinner, useSession, useTranslation } from '@palco/shared';
import { cameFromPartnerFrame, INTERNATIONAL_SUBSCRIBE_PATH } from '../frame/frame-messages';
import * as pageStyles from '../pages/InternationalPage.module.css';

/** A visitor signs in with the account team's popup, and comes back here. */
const openSignIn = (): void =>
  bus.emit('overlay:open', { name: 'login', redirectTo: INTERNATIONAL_SUBSCRIBE_PATH });

/** The checkout team's subscription popup: its plans, its voucher view, its way on to payment. */
const openPlans = (): void => bus.emit('overlay:open', { name: 'subscribe' });

/**
 * `/international/subscribe`: the plans are chosen and paid for through the checkout's own flow, its
 * subscription popup, shown over this page so that the viewer stays in the international layout while
 * choosing. A signed-in viewer gets the popup on arrival (once per visit; the button opens it again); a
 * visitor presses the button, signs in first and comes back, and a visitor the partner frame sent here as
 * already having an account (`userLogged`) is asked to sign in on arrival.
 */
export function InternationalSubscribePage(): ReactNode {
  const { t } = useTranslation();
  const { state } = useLocation();
  const signedIn = useSession((session) => session.token !== null);
  const account = useSession((session) => session.account);
  // An account still to complete its profile is offered the plans by the account team once it has.
  const mayChoose = account !== null && account.completed && !account.premium;
  const fromFrame = cameFromPartnerFrame(state);
  // Each popup opens by itself at most once per visit: a visitor asked to sign in still gets the plans after.
  const plansOffered = useRef(false);
  const signInOffered = useRef(false);

  useEffect(() => {
    if (mayChoose && !plansOffered.current) {
      plansOffered.current = true;
      openPlans();
    } else if (!signedIn && fromFrame && !signInOffered.current) {
      signInOffered.current = true;
      openSignIn();
    }
  }, [mayChoose, signedIn, fromFrame]);

  return (
    <section className={pageStyles.panel} aria-labelledby="intl-subscribe-title">
      <h1 id="intl-subscribe-title" className={pageStyles.title}>
        {t('INTL_SUBSCRIBE_TITLE')}
      </h1>
      <p className={pageStyles.lead}>{t(signedIn ? 'INTL_SUBSCRIBE_TEXT' : 'INTL_SUBSCRIBE_SIGNED_OUT')}</p>
      {signedIn && !account ? (
        <Spinner />
      ) : (
        <button type="button" className="palco-button" onClick={signedIn ? openPlans : openSignIn}>
          {t('INTL_SUBSCRIBE_BUTTON')}
        </button>
      )}
    </section>
  );
}
