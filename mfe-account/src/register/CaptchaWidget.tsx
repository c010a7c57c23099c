import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '@palco/shared';
import * as styles from '../ui/form.module.css';
import { captchaWidgetSrc, readCaptchaMessage } from './captcha';
import * as own from './CaptchaWidget.module.css';

export interface CaptchaWidgetProps {
  /** The provider's widget page (setting `captcha_widget_url`). */
  widgetUrl: string;
  /** The action the token is for (spec section 4: 'login'). */
  action: string;
  /** Whether the page holds a token now. */
  hasToken: boolean;
  /** A new value loads the widget afresh (tokens are good once: after a refused submit). */
  generation: number;
  /** The widget's token, or null when it expired or was unticked. */
  onToken: (token: string | null) => void;
  /** Already translated. */
  error?: string | null;
}

/**
 * The captcha, as the provider's widget in a labelled frame. It hands over its token by postMessage, which
 * counts only from the widget's own origin and frame. A token is dropped when it expires, even should the
 * widget not say so.
 */
export function CaptchaWidget({
  widgetUrl,
  action,
  hasToken,
  generation,
  onToken,
  error,
}: CaptchaWidgetProps): ReactNode {
  const { t, i18n } = useTranslation();
  const id = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const reportToken = useRef(onToken);
  const src = useMemo(
    () => captchaWidgetSrc(widgetUrl, action, i18n.language, window.location.href),
    [widgetUrl, action, i18n.language],
  );

  useEffect(() => {
    reportToken.current = onToken;
  });

  useEffect(() => {
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent): void => {
      const answer = readCaptchaMessage(event, {
        origin: src.origin,
        source: frame.current?.contentWindow ?? null,
        action,
      });
      if (!answer) return;
      clearTimeout(expiry);
      reportToken.current(answer.token);
      if (answer.token && answer.expiresInSeconds) {
        expiry = setTimeout(() => reportToken.current(null), answer.expiresInSeconds * 1000);
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(expiry);
    };
  }, [src, action, generation]);

  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <iframe
        key={generation}
        ref={frame}
        className={own.frame}
        src={src.href}
        title={t('ACCOUNT_CAPTCHA_TITLE')}
        sandbox="allow-scripts allow-same-origin"
        aria-describedby={error ? `${statusId} ${errorId}` : statusId}
      />
      <p id={statusId} role="status" className={styles.hint}>
        {hasToken ? t('ACCOUNT_CAPTCHA_DONE') : ''}
      </p>
      <p id={errorId} className={styles.error}>
        {error ?? ''}
      </p>
    </div>
  );
}
