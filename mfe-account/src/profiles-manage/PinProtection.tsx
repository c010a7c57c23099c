import {
  type FormEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import type { Profile } from '@palco/contracts';
import { bus, normaliseError, useTranslation } from '@palco/shared';
import { isWrongPin } from '../choose-profile/profile-select-api';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { accountErrorText } from '../errors/account-errors';
import * as buttons from '../ui/buttons.module.css';
import * as formStyles from '../ui/form.module.css';
import { removePin, savePin } from './manage-api';
import { PinField, type PinFieldHandle } from './PinField';
import type { UnlockedProfile } from './ProfileGate';
import { EDIT_PROFILE_PATH, profilePageUrl } from './profile-paths';
import { checkNewPin, isValidPin } from './profile-rules';
import { RecoverPinPopup } from './RecoverPinPopup';
import * as styles from './profiles-manage.module.css';

export interface PinProtectionHandle {
  /** Saves a PIN being turned on; true when nothing is left pending. */
  savePending: () => Promise<boolean>;
}

export interface PinProtectionProps {
  profile: UnlockedProfile;
  /** A PIN call succeeded: the profile as the API answered, and its PIN now (null: it has none). */
  onSaved: (saved: Profile, pin: string | null) => void;
  /** Whether protection is being turned on and not yet saved (the page then holds navigation). */
  onPendingChange: (pending: boolean) => void;
  ref?: Ref<PinProtectionHandle>;
}

/** What the section is doing: showing the state, or one of its three forms. */
type Mode = 'idle' | 'turning-on' | 'change' | 'remove';
type Field = 'old' | 'pin' | 'confirmation';

/** What the section holds: its form, and the PINs typed in it. */
interface PinDraft {
  mode: Mode;
  old: string;
  pin: string;
  confirmation: string;
}

const IDLE: PinDraft = { mode: 'idle', old: '', pin: '', confirmation: '' };
/** PINs are never written to storage: through an expired session they are kept in memory only. */
const MEMORY_ONLY: readonly (keyof PinDraft)[] = ['old', 'pin', 'confirmation'];
const isOpen = (draft: PinDraft): boolean => draft.mode !== 'idle';

/**
 * PIN protection of a profile (spec section 4): off, on, or turning on — incomplete until a 4-digit PIN is
 * saved (`POST /v1/profile/pin`). A protected profile's PIN is changed with the current one, removed with it
 * (`DELETE /v1/profile/pin`), or chosen again through "forgot your PIN?".
 */
export function PinProtection({ profile, onSaved, onPendingChange, ref }: PinProtectionProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { target } = profile;
  // A form left open when the session expires comes back once the same account signs in again.
  const { draft, setDraft } = useKeptDraft<PinDraft>(() => IDLE, {
    accountId: profile.account.id,
    route: `${profilePageUrl(EDIT_PROFILE_PATH, target.id)}#pin`,
    worthKeeping: isOpen,
    memoryOnly: MEMORY_ONLY,
  });
  const { mode, old, pin, confirmation } = draft;
  const typed =
    (field: keyof Omit<PinDraft, 'mode'>) =>
    (value: string): void =>
      setDraft((current) => ({ ...current, [field]: value }));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [recovering, setRecovering] = useState(false);
  const oldRef = useRef<PinFieldHandle>(null);
  const pinRef = useRef<PinFieldHandle>(null);
  const confirmationRef = useRef<PinFieldHandle>(null);
  const inFlight = useRef(false);

  const pending = mode === 'turning-on';
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);

  const start = (next: Mode): void => {
    setDraft({ ...IDLE, mode: next });
    setProblems({});
    setError('');
    setNotice('');
  };

  const show = (found: Partial<Record<Field, string>>): boolean => {
    setProblems(found);
    if (found.old) oldRef.current?.reset();
    else if (found.pin) pinRef.current?.focus();
    else if (found.confirmation) confirmationRef.current?.reset();
    return Object.keys(found).length > 0;
  };

  const finish = (saved: Profile, nowPin: string | null, message: string): void => {
    onSaved(saved, nowPin);
    start('idle');
    setNotice(message);
    bus.emit('toast:show', { message, kind: 'success' });
  };

  const failed = (caught: unknown, wrongPinField: Field | null): void => {
    const apiError = normaliseError(caught);
    if (wrongPinField && isWrongPin(apiError)) show({ [wrongPinField]: t('ACCOUNT_PIN_WRONG') });
    else setError(accountErrorText(t, apiError, i18n.language));
  };

  /** Sets or changes the PIN; true once saved. */
  async function saveNewPin(): Promise<boolean> {
    if (inFlight.current) return false;
    setError('');
    const changing = mode === 'change';
    const issues = checkNewPin(pin, confirmation);
    const found: Partial<Record<Field, string>> = {
      ...(changing && !isValidPin(old) ? { old: t('AUTHENTICATION_ERROR_PIN_INVALID') } : {}),
      ...(issues.pin ? { pin: t(issues.pin) } : {}),
      ...(issues.confirmation ? { confirmation: t(issues.confirmation) } : {}),
    };
    if (show(found)) return false;
    inFlight.current = true;
    setBusy(true);
    try {
      const saved = await savePin({
        profile_id: target.id,
        ...(changing ? { old_code: old } : {}),
        new_code: pin,
      });
      finish(saved, pin, t(changing ? 'PROFILES_PIN_CHANGED' : 'PROFILES_PIN_ON_DONE'));
      return true;
    } catch (caught) {
      failed(caught, changing ? 'old' : null);
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  async function remove(): Promise<void> {
    if (inFlight.current) return;
    setError('');
    if (show(isValidPin(old) ? {} : { old: t('AUTHENTICATION_ERROR_PIN_INVALID') })) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const saved = await removePin({ profile_id: target.id, code: old });
      finish(saved, null, t('PROFILES_PIN_OFF_DONE'));
    } catch (caught) {
      failed(caught, 'old');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  useImperativeHandle(ref, () => ({
    savePending: async () => (mode === 'turning-on' ? saveNewPin() : true),
  }));

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (mode === 'remove') void remove();
    else void saveNewPin();
  };

  const protectedNow = target.has_pin;
  const checked = mode === 'turning-on' || (protectedNow && mode !== 'remove');
  const state =
    mode === 'turning-on'
      ? 'PROFILES_PIN_STATE_TURNING_ON'
      : protectedNow
        ? 'PROFILES_PIN_STATE_ON'
        : 'PROFILES_PIN_STATE_OFF';
  const forWhom = profile.own ? 'PROFILES_PIN_PROTECT' : 'PROFILES_PIN_PROTECT_OTHER';

  return (
    <section className={styles.section} aria-labelledby="profiles-pin-title">
      <h2 id="profiles-pin-title">{t('PROFILES_PIN_SECTION')}</h2>
      <p className={styles.state} aria-live="polite">
        {t(state)}
      </p>
      <div className={formStyles.check}>
        <input
          id="profiles-pin-on"
          type="checkbox"
          name="pin_on"
          checked={checked}
          disabled={busy}
          onChange={(event) => {
            if (event.target.checked) start(protectedNow ? 'idle' : 'turning-on');
            else start(protectedNow ? 'remove' : 'idle');
          }}
        />
        <label htmlFor="profiles-pin-on">{t(forWhom, { name: target.name })}</label>
      </div>
      <p role="status" className={formStyles.notice}>
        {notice}
      </p>
      <p role="alert" className={formStyles.alert}>
        {error}
      </p>
      {mode === 'idle' && protectedNow && (
        <div className={formStyles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => start('change')}>
            {t('PROFILES_PIN_CHANGE')}
          </button>
          <button type="button" className={buttons.textLink} onClick={() => setRecovering(true)}>
            {t('ACCOUNT_PIN_FORGOT')}
          </button>
        </div>
      )}
      {mode !== 'idle' && (
        <form className={formStyles.form} noValidate aria-busy={busy} onSubmit={submit}>
          {(mode === 'change' || mode === 'remove') && (
            <PinField
              ref={oldRef}
              label={t('PROFILES_CURRENT_PIN')}
              error={problems.old}
              busy={busy}
              initial={old}
              onChange={typed('old')}
              onComplete={() => (mode === 'change' ? pinRef.current?.focus() : undefined)}
            />
          )}
          {mode !== 'remove' && (
            <>
              <PinField
                ref={pinRef}
                label={t('PROFILES_NEW_PIN')}
                error={problems.pin}
                busy={busy}
                initial={pin}
                onChange={typed('pin')}
                onComplete={() => confirmationRef.current?.focus()}
              />
              <PinField
                ref={confirmationRef}
                label={t('PROFILES_CONFIRM_PIN')}
                error={problems.confirmation}
                busy={busy}
                initial={confirmation}
                onChange={typed('confirmation')}
              />
            </>
          )}
          <div className={formStyles.actions}>
            <button
              type="submit"
              className={mode === 'remove' ? styles.danger : buttons.primary}
              disabled={busy}
            >
              {busy
                ? t('ACCOUNT_SAVING')
                : t(mode === 'remove' ? 'PROFILES_PIN_REMOVE' : 'PROFILES_PIN_SAVE')}
            </button>
            <button type="button" className={buttons.secondary} disabled={busy} onClick={() => start('idle')}>
              {t('GENERIC_CANCEL')}
            </button>
          </div>
        </form>
      )}
      {recovering && (
        <RecoverPinPopup
          profile={target}
          onClose={() => setRecovering(false)}
          onReset={(saved, next) => {
            setRecovering(false);
            onSaved(saved, next);
          }}
        />
      )}
    </section>
  );
}
