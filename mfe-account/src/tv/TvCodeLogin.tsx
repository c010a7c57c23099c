import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next/TransWithoutContext';
import { accountErrorCodes, type Account, type DeviceCode } from '@palco/contracts';
import { Modal, normaliseError, Spinner, useTranslation } from '@palco/shared';
import { startSession } from '../login/session-from-token';
import { TV_APP_PATH } from '../devices/device-paths';
import { accountErrorText } from '../errors/account-errors';
import * as buttons from '../ui/buttons.module.css';
import * as form from '../ui/form.module.css';
import { useCountdown } from '../ui/use-countdown';
import { pollTvCode, requestTvCode } from './tv-api';
import { spelledOut } from './tv-code';
import * as styles from './TvCodeLogin.module.css';

/** The login popup's width: one of the spec's 400 px modals (section 2). */
export const TV_CODE_LOGIN_WIDTH_PX = 400;

/** Answers that mean this code is over: ask for a new one. */
const CODE_OVER: ReadonlySet<string> = new Set([
  accountErrorCodes.codeExpired,
  accountErrorCodes.invalidCode,
]);

export interface TvCodeLoginProps {
  /** Signed in: the same completion as a password sign-in (the popup's `signedIn`). */
  onSignedIn: (account: Account) => void;
  /** Back to e-mail and password. */
  onBack: () => void;
  onClose: () => void;
}

/** Minutes and seconds, `4:05`. */
const clock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Sign-in with a code (spec section 4, "TV login"), as the web does it: this screen shows a code, the viewer
 * types it at /apptv on another device where they are signed in, and this screen is signed in. The code is
 * shown large with a countdown to its expiry, after which a new one replaces it; the screen asks
 * `POST /v1/device/login` every few seconds (the interval the API gives) until the code is linked, and stops
 * when the popup closes. The session it gets is completed as a password sign-in's is.
 */
export function TvCodeLogin({ onSignedIn, onBack, onClose }: TvCodeLoginProps): ReactNode {
  const { t, i18n } = useTranslation();
  /** Each round asks for a new code. */
  const [round, setRound] = useState(0);
  const [code, setCode] = useState<DeviceCode | null>(null);
  const [failure, setFailure] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const countdown = useCountdown(() => {
    setCode(null);
    setRound((n) => n + 1);
  });
  const { start, stop } = countdown;
  // The latest callbacks and words, so that a new render of the popup does not restart the polling.
  const latest = useRef({ onSignedIn, t, language: i18n.language });
  useEffect(() => {
    latest.current = { onSignedIn, t, language: i18n.language };
  });

  useEffect(() => {
    let live = true;
    requestTvCode().then(
      (answer) => {
        if (!live) return;
        setCode(answer);
        start(answer.expires_in);
      },
      (caught: unknown) => {
        if (live)
          setFailure(accountErrorText(latest.current.t, normaliseError(caught), latest.current.language));
      },
    );
    return () => {
      live = false;
    };
  }, [round, start]);

  useEffect(() => {
    if (!code) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = (): void => {
      timer = setTimeout(() => void poll(), code.interval * 1000);
    };
    const fail = (message: string): void => {
      stop();
      setCode(null);
      setFailure(message);
    };
    const poll = async (): Promise<void> => {
      let answer;
      try {
        answer = await pollTvCode(code.code);
      } catch (caught) {
        if (!live) return;
        const error = normaliseError(caught);
        if (CODE_OVER.has(error.errorCode)) {
          setCode(null);
          setRound((n) => n + 1);
        } else {
          fail(accountErrorText(latest.current.t, error, latest.current.language));
        }
        return;
      }
      if (!live) return;
      if (!('access_token' in answer)) {
        next();
        return;
      }
      stop();
      setSigningIn(true);
      let account: Account;
      try {
        account = await startSession(answer.access_token);
      } catch (caught) {
        setSigningIn(false);
        fail(accountErrorText(latest.current.t, normaliseError(caught), latest.current.language));
        return;
      }
      latest.current.onSignedIn(account);
    };
    next();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [code, stop]);

  const address = `${window.location.host}${TV_APP_PATH}`;
  let body: ReactNode;
  if (signingIn) {
    body = (
      <p role="status" className={form.muted}>
        {t('ACCOUNT_TV_LOGIN_SIGNING_IN')}
      </p>
    );
  } else if (failure) {
    body = (
      <>
        <p role="alert" className={form.alert}>
          {failure}
        </p>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => {
            setFailure('');
            setRound((n) => n + 1);
          }}
        >
          {t('ACCOUNT_TV_LOGIN_NEW_CODE')}
        </button>
      </>
    );
  } else if (!code) {
    body = <Spinner />;
  } else {
    body = (
      <>
        <p className={form.muted}>
          <Trans
            t={t}
            i18n={i18n}
            i18nKey="ACCOUNT_TV_LOGIN_DESC"
            values={{ address }}
            components={{ place: <span className={styles.address} /> }}
          />
        </p>
        <p className={styles.code}>
          <span aria-hidden="true">{code.code}</span>
          <span className="palco-visually-hidden">
            {t('ACCOUNT_TV_LOGIN_CODE', { code: spelledOut(code.code) })}
          </span>
        </p>
        <p className={styles.countdown}>
          {t('ACCOUNT_TV_LOGIN_EXPIRES', { time: clock(countdown.remaining) })}
        </p>
        <p role="status" className={form.muted}>
          {t('ACCOUNT_TV_LOGIN_WAITING')}
        </p>
      </>
    );
  }

  return (
    <Modal title={t('ACCOUNT_TV_LOGIN_TITLE')} onClose={onClose} width={TV_CODE_LOGIN_WIDTH_PX}>
      <div className={form.form}>
        {body}
        <button type="button" className={buttons.textLink} onClick={onBack}>
          {t('ACCOUNT_TV_LOGIN_BACK')}
        </button>
      </div>
    </Modal>
  );
}
