import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_IFRAME_HEIGHT_PX, Spinner, useTranslation } from '@palco/shared';
import { useInternationalContext } from '../layout/international-context';
import { useFrameSettings } from './frame-settings';
import { FROM_PARTNER_FRAME, handleFrameMessage } from './frame-messages';
import * as styles from './PartnerFrame.module.css';

/**
 * The partner's embedded sign-up frame and its message listener, which lives exactly as long as the
 * frame is on the page (spec section 4).
 */
export function PartnerFrame(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { url, origins, isLoading } = useFrameSettings();
  const { signupEmail, setSignupEmail } = useInternationalContext();
  const [height, setHeight] = useState(DEFAULT_IFRAME_HEIGHT_PX);
  const [productionOrigin = '', qaOrigin = ''] = origins;

  useEffect(() => {
    const onMessage = (event: MessageEvent): void => {
      const update = handleFrameMessage({ signupEmail, height }, event, [productionOrigin, qaOrigin]);
      if (update.state.height !== height) setHeight(update.state.height);
      if (update.state.signupEmail && update.state.signupEmail !== signupEmail)
        setSignupEmail(update.state.signupEmail);
      if (update.navigateTo) navigate(update.navigateTo, { state: FROM_PARTNER_FRAME });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [signupEmail, height, productionOrigin, qaOrigin, setSignupEmail, navigate]);

  if (!url) return isLoading ? <Spinner /> : <p role="alert">{t('INTL_FRAME_UNAVAILABLE')}</p>;
  return (
    <iframe
      className={styles.frame}
      title={t('INTL_FRAME_TITLE')}
      src={url}
      height={height}
      data-testid="intl-frame"
    />
  );
}
