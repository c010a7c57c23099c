import { type ReactNode, useEffect, useRef, useState } from 'react';
import { bus, Modal, useSession, useTranslation } from '@palco/shared';
import * as problemStyles from '../player/PlaybackProblemView.module.css';
import { StatusScreen } from '../player/StatusScreen';

export interface TimeLimitReachedProps {
  title?: ReactNode;
  live?: boolean;
}

const openSubscription = (): void => bus.emit('overlay:open', { name: 'subscribe' });

/** Need-registration's two ways on: a new account first, signing in beside it. */
function SignInChoices({ onChoose }: { onChoose: (view: 'login' | 'register') => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="palco-button" onClick={() => onChoose('register')}>
        {t('PLAYER_CREATE_ACCOUNT')}
      </button>
      <button type="button" className="palco-button palco-button--ghost" onClick={() => onChoose('login')}>
        {t('PLAYER_LOG_IN')}
      </button>
    </>
  );
}

/**
 * What a viewer sees once the free time is used up (spec section 4): a visitor gets the need-registration
 * popup (sign in or create an account) and, once signed in without a plan, the subscription popup; a free
 * viewer gets the subscription popup at once. Closing a popup leaves this screen, which offers them again.
 * A viewer who signs in to a premium account gets the title back: the media is asked again for them.
 */
export function TimeLimitReached({ title, live }: TimeLimitReachedProps): ReactNode {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.token !== null);
  const premium = useSession((state) => state.account?.premium ?? false);
  const accountKnown = useSession((state) => state.account !== null);
  const [askingToRegister, setAskingToRegister] = useState(!signedIn);

  // Free viewers (and visitors as soon as they have signed in) are offered the plans, once each.
  const offered = useRef(false);
  useEffect(() => {
    if (!signedIn || !accountKnown || premium || offered.current) return;
    offered.current = true;
    openSubscription();
  }, [signedIn, accountKnown, premium]);

  const signIn = (view: 'login' | 'register'): void => {
    setAskingToRegister(false);
    bus.emit('overlay:open', { name: 'login', initialView: view });
  };

  return (
    <StatusScreen title={title} live={live}>
      <div role="status" className={problemStyles.message}>
        <h2 className={problemStyles.heading}>{t('PLAYER_TIME_LIMIT_TITLE')}</h2>
        <p>{t(signedIn ? 'PLAYER_TIME_LIMIT_DESC' : 'PLAYER_NEED_REGISTRATION_DESC')}</p>
      </div>
      <div className={problemStyles.actions}>
        {signedIn ? (
          <button type="button" className="palco-button" onClick={openSubscription}>
            {t('PLAYER_SEE_PLANS')}
          </button>
        ) : (
          <SignInChoices onChoose={signIn} />
        )}
        <a className="palco-button palco-button--ghost" href="/">
          {t('PLAYER_HOME')}
        </a>
      </div>
      {askingToRegister && !signedIn && (
        <Modal title={t('PLAYER_NEED_REGISTRATION_TITLE')} onClose={() => setAskingToRegister(false)}>
          <p>{t('PLAYER_NEED_REGISTRATION_DESC')}</p>
          <div className={problemStyles.actions}>
            <SignInChoices onChoose={signIn} />
          </div>
        </Modal>
      )}
    </StatusScreen>
  );
}
