import { useState, type ReactNode } from 'react';
import type { SocialProvider } from '@palco/contracts';
import { addTranslations, isFeatureOn, useSettings, useTranslation } from '@palco/shared';
import { safeTarget } from '../navigation/profile-choice';
import * as buttons from '../ui/buttons.module.css';
import { PROVIDER_LABELS, socialEntryDictionaries } from './social-entry-i18n';
import * as styles from './SocialButtons.module.css';

addTranslations(socialEntryDictionaries);

export interface SocialButtonsProps {
  /** Where to continue once signed in; the page the viewer is on when not given. */
  returnTo?: string;
  /** Leaves the page for the provider; tests replace it. */
  go?: (url: URL) => void;
}

/**
 * "Continue with Facebook / Apple / Google" (flag `social_login`, providers from the settings): each starts
 * the provider's authorization-code flow with PKCE and leaves for its sign-in page; the login callback
 * route finishes it.
 */
export function SocialButtons({
  returnTo,
  go = (url) => window.location.assign(url.href),
}: SocialButtonsProps): ReactNode {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const [starting, setStarting] = useState<SocialProvider['provider'] | null>(null);
  const [failed, setFailed] = useState<SocialProvider['provider'] | null>(null);
  const providers = settings.social_providers ?? [];
  if (!isFeatureOn(settings, 'social_login') || providers.length === 0) return null;

  async function start(provider: SocialProvider): Promise<void> {
    setStarting(provider.provider);
    setFailed(null);
    try {
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // The OAuth code loads on the click, not with the login popup.
      const { savePending, startSocialSignIn } = await import('./social-flow');
      const { url, pending } = await startSocialSignIn(provider, {
        returnTo: safeTarget(returnTo ?? here),
        locale: i18n.language,
      });
      savePending(pending);
      go(url);
    } catch (error) {
      console.warn('Social sign-in could not start', error);
      setStarting(null);
      setFailed(provider.provider);
    }
  }

  return (
    <div className={styles.social}>
      <p className={styles.or}>{t('ACCOUNT_SOCIAL_OR')}</p>
      <ul className={styles.list}>
        {providers.map((provider) => {
          const name = PROVIDER_LABELS[provider.provider];
          return (
            <li key={provider.provider}>
              <button
                type="button"
                className={`${buttons.secondary} ${styles.button}`}
                disabled={starting !== null}
                onClick={() => void start(provider)}
              >
                {starting === provider.provider
                  ? t('ACCOUNT_SOCIAL_STARTING', { provider: name })
                  : t('ACCOUNT_SOCIAL_CONTINUE_WITH', { provider: name })}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="alert" className={styles.alert}>
        {failed ? t('ACCOUNT_SOCIAL_START_FAILED', { provider: PROVIDER_LABELS[failed] }) : ''}
      </p>
    </div>
  );
}
