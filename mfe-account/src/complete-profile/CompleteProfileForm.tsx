import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { Account } from '@palco/contracts';
import { loadAccount, normaliseError, useSession, useTranslation } from '@palco/shared';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { accountErrorText, fieldOfError } from '../errors/account-errors';
import { COMPLETE_PROFILE_PATH } from '../navigation/account-paths';
import { reloadHome } from '../navigation/full-reload';
import { LogoutButton } from '../profile/LogoutButton';
import { ConsentFields } from '../register/ConsentFields';
import { REGISTER_STEPS } from '../register/register-rules';
import { updateAccount } from '../register/registration-api';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';
import { PersonFields } from './PersonFields';
import {
  checkProfileDetails,
  draftFromAccount,
  type ProfileDetailsDraft,
  type ProfileDetailsField,
  profileDetailsRequest,
} from './profile-details-rules';

export interface CompleteProfileFormProps {
  /**
   * `register`: registration step 2, with the token sign-up gave (the viewer is not signed in until the
   * account is activated; the agreement was given in step 1). `complete`: a signed-in account that is not
   * completed (spec section 4), which must also accept the terms and may sign out instead.
   */
  mode: 'register' | 'complete';
  token?: string | null;
  /** Registration: the account has the details. Completing: the reloaded account is completed. */
  onDone: () => void;
  /** Completing: the viewer signed out instead. */
  onSignedOut?: () => void;
}

/** Where a refused update's code goes on this form. */
const FIELD_OF_CODE: Readonly<Partial<Record<string, ProfileDetailsField>>> = {
  AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID: 'name',
  AUTHENTICATION_ERROR_PHONE_INVALID: 'phone',
  AUTHENTICATION_ERROR_GENDER_INVALID: 'gender',
};

type Problems = Partial<Record<ProfileDetailsField, string>>;

/**
 * The fields of registration step 2 and of completing a profile (spec sections 4 and 5): the full name (at
 * least two parts of two letters or more), an optional phone (dial code, +351 by default, detected from a
 * phone the account has by the longest prefix) and an optional gender, sent with `PUT /v1/account`. The
 * popup and the `/completar-perfil` page both show it; a failed call keeps what was typed and says why.
 */
export function CompleteProfileForm({
  mode,
  token,
  onDone,
  onSignedOut,
}: CompleteProfileFormProps): ReactNode {
  const { t, i18n } = useTranslation();
  const account = useSession((state) => state.account);
  const askTerms = mode === 'complete';
  const [start] = useState<ProfileDetailsDraft>(() => draftFromAccount(mode === 'complete' ? account : null));
  // Completing a signed-in account: what was typed when the session expires comes back once the same
  // account signs in again (the popup and the page are the one form). Registration has no session to lose.
  const { draft, setDraft, forget } = useKeptDraft<ProfileDetailsDraft>(() => start, {
    accountId: mode === 'complete' ? (account?.id ?? null) : null,
    route: COMPLETE_PROFILE_PATH,
    worthKeeping: (typed) => JSON.stringify(typed) !== JSON.stringify(start),
  });
  const [problems, setProblems] = useState<Problems>({});
  const [summary, setSummary] = useState('');
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const genderRef = useRef<HTMLInputElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);
  const focus = (field: ProfileDetailsField): void => {
    const refs = { name: nameRef, phone: phoneRef, gender: genderRef, agree: agreeRef };
    refs[field].current?.focus();
  };
  const update = (change: Partial<ProfileDetailsDraft>): void => setDraft({ ...draft, ...change });

  async function save(): Promise<void> {
    await updateAccount(profileDetailsRequest(draft, askTerms), token ?? undefined);
    if (mode === 'register') {
      onDone();
      return;
    }
    // Spec section 4: after the update the account is reloaded; failing that, home with a full load.
    let reloaded: Account;
    try {
      reloaded = await loadAccount();
    } catch (error) {
      console.error('The account could not be reloaded after completing the profile', error);
      reloadHome();
      return;
    }
    if (reloaded.completed) {
      forget();
      onDone();
      return;
    }
    setSummary(t('AUTHENTICATION_ERROR_COMPLETE_MESSAGE'));
    setSaving(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkProfileDetails(draft, askTerms);
    const found: Problems = Object.fromEntries(
      Object.entries(checked.fields).map(([field, key]) => [field, t(key)]),
    );
    setProblems(found);
    setSummary(checked.summary ? t(checked.summary) : '');
    if (Object.keys(found).length > 0) {
      const first = (['name', 'phone', 'agree'] as const).find((field) => found[field]);
      if (first) focus(first);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    try {
      await save();
    } catch (caught) {
      const error = normaliseError(caught);
      const message = accountErrorText(t, error, i18n.language);
      const field = fieldOfError(error, FIELD_OF_CODE);
      if (field) {
        setProblems({ [field]: message });
        focus(field);
      } else {
        setSummary(message);
      }
      setSaving(false);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form className={styles.form} noValidate aria-busy={saving} onSubmit={(event) => void submit(event)}>
      {mode === 'register' && (
        <p className={styles.muted}>{t('ACCOUNT_REGISTER_STEP', { step: 2, total: REGISTER_STEPS })}</p>
      )}
      <p className={styles.muted}>{t('ACCOUNT_COMPLETE_DESC')}</p>
      <p role="alert" className={styles.alert}>
        {summary}
      </p>
      <PersonFields
        draft={draft}
        onChange={update}
        errors={problems}
        nameRef={nameRef}
        phoneRef={phoneRef}
        genderRef={genderRef}
      />
      {askTerms && (
        <ConsentFields
          agree={draft.agree}
          optin={draft.optin}
          agreeError={problems.agree}
          agreeRef={agreeRef}
          onAgreeChange={(agree) => update({ agree })}
          onOptinChange={(optin) => update({ optin })}
        />
      )}
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={saving}>
        {saving
          ? t('ACCOUNT_SAVING')
          : t(mode === 'register' ? 'ACCOUNT_COMPLETE_SUBMIT_REGISTER' : 'ACCOUNT_COMPLETE_SUBMIT')}
      </button>
      {mode === 'complete' && (
        <div className={styles.actions}>
          <LogoutButton onSignedOut={onSignedOut} />
        </div>
      )}
    </form>
  );
}
