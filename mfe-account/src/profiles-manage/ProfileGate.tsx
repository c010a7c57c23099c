import { type ReactNode, useState } from 'react';
import type { Profile } from '@palco/contracts';
import { AppLink, Spinner, useTranslation } from '@palco/shared';
import { SWITCH_PROFILE_PATH } from '../navigation/profile-choice';
import { SignInPrompt } from '../profile/SignInPrompt';
import * as buttons from '../ui/buttons.module.css';
import * as formStyles from '../ui/form.module.css';
import { PinCheckPopup } from './PinCheckPopup';
import { EDIT_PROFILE_PATH } from './profile-paths';
import { RecoverPinPopup } from './RecoverPinPopup';
import { forgetPin, rememberedPin, rememberPin } from './unlocked-pins';
import { type ManagedProfile, type ManagedReady, useManagedProfile } from './use-managed-profile';
import * as styles from './profiles-manage.module.css';

/** What a management page's form gets once the viewer may edit the profile. */
export interface UnlockedProfile extends ManagedReady {
  /**
   * The PIN checked in locked mode, for the calls on a PIN-protected profile other than the session's own
   * (the API's `code`); null when none is needed.
   */
  pin: string | null;
  /** Keeps `pin` as the profile's PIN from now on (it was checked, set or changed). */
  unlock: (pin: string) => void;
  /** Forgets the PIN (the profile has none any more, or the API no longer takes it). */
  forget: () => void;
}

export interface ProfileGateProps {
  /** `?id=` of the page; null: the session's own profile. */
  requestedId: string | null;
  children: (profile: UnlockedProfile) => ReactNode;
}

/**
 * What a profile-management page shows in place of its form while it cannot show it: the sign-in prompt, a
 * spinner, or why the viewer may not manage this profile (`null` once the profile is ready).
 */
export function ManagedNotice({ managed }: { managed: ManagedProfile }): ReactNode {
  const { t } = useTranslation();
  switch (managed.status) {
    case 'signed-out':
      return <SignInPrompt message={t('PROFILES_SIGNED_OUT')} />;
    case 'loading':
      return <Spinner />;
    case 'error':
      return (
        <div role="alert" className={styles.notice}>
          <p>{t('ACCOUNT_PROFILES_ERROR')}</p>
          <button type="button" className={buttons.primary} onClick={managed.retry}>
            {t('GENERIC_RETRY')}
          </button>
        </div>
      );
    case 'editing-off':
      return <p className={styles.notice}>{t('PROFILES_EDITING_OFF')}</p>;
    case 'choose-first':
      return (
        <div className={styles.notice}>
          <p>{t('PROFILES_CHOOSE_FIRST')}</p>
          <AppLink href={SWITCH_PROFILE_PATH} className={buttons.primary}>
            {t('ACCOUNT_SWITCH_PROFILE_LINK')}
          </AppLink>
        </div>
      );
    case 'not-found':
      return <p className={styles.notice}>{t('PROFILES_NOT_FOUND')}</p>;
    case 'refused':
      return (
        <div className={styles.notice}>
          <p>{t('PROFILES_ONLY_OWN', { name: managed.target.name })}</p>
          <div className={formStyles.actions}>
            <AppLink href={EDIT_PROFILE_PATH} className={buttons.primary}>
              {t('PROFILES_EDIT_MINE')}
            </AppLink>
            <AppLink href={SWITCH_PROFILE_PATH} className={buttons.secondary}>
              {t('ACCOUNT_SWITCH_PROFILE_LINK')}
            </AppLink>
          </div>
        </div>
      );
    case 'ready':
      return null;
  }
}

/**
 * A profile-management page's form, once the viewer may manage the profile: before it, `ManagedNotice`, or
 * (spec section 4's locked mode) the PIN of a PIN-protected profile. The form then gets the profile with the
 * PIN to send. The session's own profile is never locked here: its PIN was given to choose it, and the API
 * does not ask it again.
 */
export function ProfileGate({ requestedId, children }: ProfileGateProps): ReactNode {
  const managed = useManagedProfile(requestedId);
  if (managed.status !== 'ready') return <ManagedNotice managed={managed} />;
  // Per profile, so a PIN checked for one never unlocks another.
  return <Unlocking key={managed.target.id} managed={managed} render={children} />;
}

type Popup = 'pin' | 'recover' | null;

function Unlocking({
  managed,
  render,
}: {
  managed: ManagedReady;
  render: (profile: UnlockedProfile) => ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const { target, own } = managed;
  const [pin, setPin] = useState<string | null>(() => rememberedPin(target.id));
  const [popup, setPopup] = useState<Popup>('pin');

  const unlock = (next: string): void => {
    rememberPin(target.id, next);
    setPin(next);
    setPopup(null);
  };
  const forget = (): void => {
    forgetPin(target.id);
    setPin(null);
  };

  if (!own && target.has_pin && pin === null) {
    return (
      <div className={styles.notice}>
        <p>{t('PROFILES_LOCKED', { name: target.name })}</p>
        <button type="button" className={buttons.primary} onClick={() => setPopup('pin')}>
          {t('PROFILES_ENTER_PIN')}
        </button>
        {popup === 'pin' && (
          <PinCheckPopup
            profile={target}
            onClose={() => setPopup(null)}
            onUnlocked={unlock}
            onForgot={() => setPopup('recover')}
          />
        )}
        {popup === 'recover' && (
          <RecoverPinPopup
            profile={target}
            onClose={() => setPopup('pin')}
            onReset={(_saved: Profile, next: string) => unlock(next)}
          />
        )}
      </div>
    );
  }
  return render({ ...managed, pin: own ? null : pin, unlock, forget });
}
