import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Account } from '@palco/contracts';
import { bus, isFeatureOn, normaliseError, useSettings, useTranslation } from '@palco/shared';
import { PersonFields } from '../complete-profile/PersonFields';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { accountErrorText, fieldOfError } from '../errors/account-errors';
import { PERSONAL_DATA_PATH } from '../navigation/account-paths';
import * as page from '../ui/page.module.css';
import { BirthDatePicker } from '../register/BirthDatePicker';
import { MINIMUM_AGE_YEARS } from '../register/birthday';
import { OptinField } from '../register/OptinField';
import * as buttons from '../ui/buttons.module.css';
import * as styles from '../ui/form.module.css';
import { TextField } from '../ui/TextField';
import { saveAccountData } from './account-data-api';
import {
  ACCOUNT_DATA_FIELDS,
  type AccountDataDraft,
  type AccountDataField,
  accountDataDraft,
  accountDataRequest,
  checkAccountData,
  isUnchanged,
} from './account-data-rules';
import { SaveChangesPopup } from './SaveChangesPopup';
import { useLeaveGuard } from './use-leave-guard';

type Problems = Partial<Record<AccountDataField, string>>;

/** Where a refused update's code goes on this page (the API holds the same rules, section 5). */
const FIELD_OF_CODE: Readonly<Partial<Record<string, AccountDataField>>> = {
  AUTHENTICATION_ERROR_EMAIL_ALERT_NAME_INVALID: 'name',
  AUTHENTICATION_ERROR_PHONE_INVALID: 'phone',
  AUTHENTICATION_ERROR_GENDER_INVALID: 'gender',
  // The update answers a birthday it refuses with registration's token, whose words are about sign-up.
  AUTHENTICATION_ERROR_REGISTER_MESSAGE: 'birthday',
};

/** The words a field shows for a code whose own words speak of another form. */
const WORDS_OF_CODE: Readonly<Partial<Record<string, string>>> = {
  AUTHENTICATION_ERROR_REGISTER_MESSAGE: 'ACCOUNT_DATA_BIRTHDAY_REFUSED',
};

/**
 * The personal-data form of a signed-in account: what the account has, edited in place, checked on the page
 * with the rules of section 5, saved with `PUT /v1/account`; a refused field is said under it with what was
 * typed kept, and leaving with changes not saved raises the save-changes popup. Changes not saved when the
 * session expires come back once the same account signs in again, to be saved then.
 */
export function AccountDataForm({ account }: { account: Account }): ReactNode {
  const { t, i18n } = useTranslation();
  const original = useMemo(() => accountDataDraft(account), [account]);
  const { draft, setDraft, forget } = useKeptDraft<AccountDataDraft>(() => original, {
    accountId: account.id,
    route: PERSONAL_DATA_PATH,
    worthKeeping: (typed) => !isUnchanged(typed, original),
  });
  const [problems, setProblems] = useState<Problems>({});
  const [summary, setSummary] = useState('');
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  // Focus moves once the screen has settled (a popup closing gives focus back first).
  const [focusRequest, setFocusRequest] = useState<{ field: AccountDataField } | null>(null);
  const inFlight = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const genderRef = useRef<HTMLInputElement>(null);
  const birthdayRef = useRef<HTMLSelectElement>(null);
  const emailUpdate = isFeatureOn(useSettings(), 'email_update');
  const dirty = !isUnchanged(draft, original);
  const guard = useLeaveGuard(dirty, PERSONAL_DATA_PATH);

  useEffect(() => {
    if (!focusRequest) return;
    const refs = { name: nameRef, phone: phoneRef, gender: genderRef, birthday: birthdayRef };
    refs[focusRequest.field].current?.focus();
  }, [focusRequest]);

  const update = (change: Partial<AccountDataDraft>): void => {
    setDraft({ ...draft, ...change });
    setNotice('');
  };
  const show = (found: Problems): boolean => {
    setProblems(found);
    const first = ACCOUNT_DATA_FIELDS.find((field) => found[field]);
    if (first) setFocusRequest({ field: first });
    return first !== undefined;
  };

  /** Checks and saves the form; true once the account has the changes. */
  async function save(): Promise<boolean> {
    if (inFlight.current) return false;
    setSummary('');
    setNotice('');
    const checked = checkAccountData(draft, account.birthday !== null);
    const found: Problems = Object.fromEntries(
      Object.entries(checked).map(([field, key]) => [field, t(key, { age: MINIMUM_AGE_YEARS })]),
    );
    if (show(found)) return false;
    inFlight.current = true;
    setSaving(true);
    try {
      const saved = await saveAccountData(accountDataRequest(draft));
      setDraft(accountDataDraft(saved));
      forget();
      setNotice(t('ACCOUNT_DATA_SAVED'));
      bus.emit('toast:show', { message: t('GENERIC_SAVED'), kind: 'success' });
      return true;
    } catch (caught) {
      const error = normaliseError(caught);
      const field = fieldOfError(error, FIELD_OF_CODE);
      const words = WORDS_OF_CODE[error.errorCode];
      const message = words
        ? t(words, { age: MINIMUM_AGE_YEARS })
        : accountErrorText(t, error, i18n.language);
      if (field) show({ [field]: message });
      else setSummary(message);
      return false;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    await save();
  }

  return (
    <>
      <form className={styles.form} noValidate aria-busy={saving} onSubmit={(event) => void submit(event)}>
        <p className={page.intro}>{t('ACCOUNT_DATA_DESC')}</p>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
        <p role="alert" className={styles.alert}>
          {summary}
        </p>
        <TextField
          label={t('ACCOUNT_REGISTER_EMAIL')}
          type="email"
          name="email"
          autoComplete="email"
          value={account.email}
          readOnly
          hint={t(emailUpdate ? 'ACCOUNT_DATA_EMAIL_HINT_CHANGE' : 'ACCOUNT_DATA_EMAIL_HINT')}
        />
        <PersonFields
          draft={draft}
          onChange={update}
          errors={problems}
          nameRef={nameRef}
          phoneRef={phoneRef}
          genderRef={genderRef}
        />
        <BirthDatePicker
          ref={birthdayRef}
          value={draft.birthDate}
          error={problems.birthday}
          onChange={(birthDate) => update({ birthDate })}
        />
        <OptinField optin={draft.optin} onChange={(optin) => update({ optin })} />
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={saving}>
          {saving ? t('ACCOUNT_SAVING') : t('ACCOUNT_DATA_SUBMIT')}
        </button>
      </form>
      {guard.pendingUrl !== null && (
        <SaveChangesPopup
          onSave={() => void guard.saveAndLeave(save)}
          onDiscard={() => {
            forget();
            guard.leave();
          }}
          onStay={guard.stay}
        />
      )}
    </>
  );
}
