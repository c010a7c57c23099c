import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import type { Profile } from '@palco/contracts';
import {
  errorMessageFor,
  normaliseError,
  selectProfile,
  Spinner,
  usePageTitle,
  useSession,
  useTranslation,
} from '@palco/shared';
import { targetFromSearch } from '../navigation/profile-choice';
import { LogoutButton } from '../profile/LogoutButton';
import { useProfiles } from '../profile/profiles-api';
import { SignInPrompt } from '../profile/SignInPrompt';
import * as buttons from '../ui/buttons.module.css';
import { PinPopup } from './PinPopup';
import { ProfileTile } from './ProfileTile';
import * as styles from './ProfileChooser.module.css';

export interface ProfileChooserProps {
  /**
   * `choose`: `/choose-profile`, on the bare layout after sign-in, so it offers sign-out itself.
   * `switch`: `/profile/switch-profile`, inside the site's header (which has logout) and footer.
   */
  mode: 'choose' | 'switch';
}

/**
 * "Who is watching?": the account's profiles as buttons. A profile without a PIN is selected at once; a
 * PIN-protected one opens the PIN popup first. Once the server selected it, the session takes the profile
 * (the shell's header and language follow) and the viewer continues to the page they were headed to
 * (the `redirect` parameter), or home.
 */
export function ProfileChooser({ mode }: ProfileChooserProps): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_CHOOSE_PROFILE_TITLE'));
  const { search } = useLocation();
  const token = useSession((state) => state.token);
  const account = useSession((state) => state.account);
  const current = useSession((state) => state.profile);
  const { data, error, isValidating, mutate } = useProfiles(account?.id ?? null);
  const [pinFor, setPinFor] = useState<Profile | null>(null);
  const [selecting, setSelecting] = useState<string | null>(null);
  const [selectError, setSelectError] = useState('');

  const target = targetFromSearch(search);

  // `selectProfile` has made the profile the session's own by now.
  const finish = (): void => {
    setPinFor(null);
    setSelecting(null);
    navigateToUrl(target);
  };

  async function choose(profile: Profile): Promise<void> {
    if (selecting) return;
    setSelectError('');
    if (mode === 'switch' && profile.id === current?.id) {
      navigateToUrl(target);
      return;
    }
    if (profile.has_pin) {
      setPinFor(profile);
      return;
    }
    setSelecting(profile.id);
    try {
      await selectProfile(profile.id);
      finish();
    } catch (caught) {
      setSelectError(errorMessageFor(t, normaliseError(caught)));
      setSelecting(null);
    }
  }

  const className = mode === 'choose' ? `${styles.page} ${styles.bare}` : styles.page;

  return (
    <section className={className} aria-labelledby="account-choose-profile-title">
      <h1 id="account-choose-profile-title" className={styles.title}>
        {t('ACCOUNT_CHOOSE_PROFILE_TITLE')}
      </h1>
      {!token && <SignInPrompt />}
      {token && (!account || (!data && isValidating)) && <Spinner />}
      {error && !data && !isValidating && (
        <div role="alert" className={styles.problem}>
          <p>{t('ACCOUNT_PROFILES_ERROR')}</p>
          <button type="button" className={buttons.primary} onClick={() => void mutate()}>
            {t('GENERIC_RETRY')}
          </button>
        </div>
      )}
      {data && (
        <>
          <p className={styles.hint}>{t('ACCOUNT_CHOOSE_PROFILE_HINT')}</p>
          <ul className={styles.list} aria-busy={selecting !== null}>
            {data.map((profile) => (
              <li key={profile.id}>
                <ProfileTile
                  profile={profile}
                  current={mode === 'switch' && profile.id === current?.id}
                  busy={selecting === profile.id}
                  onChoose={() => void choose(profile)}
                />
              </li>
            ))}
          </ul>
          <p role="alert" className={styles.error}>
            {selectError}
          </p>
        </>
      )}
      {mode === 'choose' && token && (
        <div className={styles.signOut}>
          <LogoutButton />
        </div>
      )}
      {pinFor && <PinPopup profile={pinFor} onClose={() => setPinFor(null)} onSelected={finish} />}
    </section>
  );
}
