import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  accountErrorCodes,
  PROFILE_NAME_MIN_LENGTH,
  PROFILES_PER_ACCOUNT,
  type Account,
  type Profile,
} from '@palco/contracts';
import { AppLink, bus, normaliseError, sessionStore, usePageTitle, useTranslation } from '@palco/shared';
import { SaveChangesPopup } from '../account-data/SaveChangesPopup';
import { useLeaveGuard } from '../account-data/use-leave-guard';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { accountErrorText, fieldOfError } from '../errors/account-errors';
import { PROFILE_PATH } from '../navigation/account-paths';
import * as buttons from '../ui/buttons.module.css';
import * as formStyles from '../ui/form.module.css';
import * as page from '../ui/page.module.css';
import { TextField } from '../ui/TextField';
import { AvatarChooser } from './AvatarChooser';
import { LocaleSelect } from './LanguageFields';
import { createProfile, useAvatars, useRestrictions } from './manage-api';
import { ParentalFields } from './ParentalFields';
import { PinField, type PinFieldHandle } from './PinField';
import { ManagedNotice } from './ProfileGate';
import { CREATE_PROFILE_PATH } from './profile-paths';
import {
  CREATE_FIELDS,
  type CreateDraft,
  type CreateField,
  checkCreateDraft,
  createRequest,
  firstFreeAvatar,
  hasCreateInput,
  isAtProfileLimit,
  profileLocale,
} from './profile-rules';
import { reloadAccountProfiles, useProfileListCache } from './profile-sync';
import { useManagedProfile } from './use-managed-profile';
import * as styles from './profiles-manage.module.css';

type Problems = Partial<Record<CreateField, string>>;

/** PINs are never written to storage: through an expired session they are kept in memory only. */
const MEMORY_ONLY: readonly (keyof CreateDraft)[] = ['pin', 'confirmation'];

/** Where a refused creation's code goes on this form (the API holds the same rules, section 5). */
const FIELD_OF_CODE: Readonly<Partial<Record<string, CreateField>>> = {
  AUTHENTICATION_ERROR_PROFILE_NAME_INVALID: 'name',
  AUTHENTICATION_ERROR_PIN_INVALID: 'pin',
  AUTHENTICATION_ERROR_PIN_MISMATCH: 'confirmation',
};

/**
 * `/profile/create` (spec section 2): a new profile of the account, made by the master profile while the
 * account has fewer than 5 (sections 6 and 9). Multi-profile must be on, for the account and in the
 * settings. Once made, the viewer is back at `/profile`, where the refreshed list shows it.
 */
export function CreateProfilePage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_PAGE_CREATE_PROFILE'));
  const managed = useManagedProfile(null);

  let content: ReactNode;
  if (managed.status !== 'ready') {
    content = <ManagedNotice managed={managed} />;
  } else if (!managed.multiProfile) {
    // The feature flag alone decides: an account with one profile is how every account starts.
    content = <p className={styles.notice}>{t('PROFILES_MULTI_OFF')}</p>;
  } else if (!managed.me.isMaster) {
    content = <p className={styles.notice}>{t('PROFILES_CREATE_MASTER_ONLY')}</p>;
  } else if (isAtProfileLimit(managed.profiles.length)) {
    content = (
      <p role="status" className={styles.notice}>
        {t('PROFILES_LIMIT_REACHED', { max: PROFILES_PER_ACCOUNT })}
      </p>
    );
  } else {
    content = <CreateProfileForm account={managed.account} me={managed.me} profiles={managed.profiles} />;
  }

  return (
    <section className={page.page} aria-labelledby="profiles-create-title">
      <h1 id="profiles-create-title">{t('ACCOUNT_PAGE_CREATE_PROFILE')}</h1>
      {content}
      <p className={page.back}>
        <AppLink href={PROFILE_PATH} className={buttons.textLink}>
          {t('ACCOUNT_BACK_TO_ACCOUNT')}
        </AppLink>
      </p>
    </section>
  );
}

interface CreateProfileFormProps {
  account: Account;
  me: Profile;
  profiles: Profile[];
}

function CreateProfileForm({ account, me, profiles }: CreateProfileFormProps): ReactNode {
  const { t, i18n } = useTranslation();
  const [initial] = useState<CreateDraft>(() => ({
    name: '',
    avatarId: null,
    // The API's own default: the master's language.
    locale: profileLocale(me.locale),
    kids: false,
    restrictionId: null,
    guest: false,
    pinOn: false,
    pin: '',
    confirmation: '',
  }));
  // What was typed when the session expires comes back once the same account signs in again.
  const { draft, setDraft, forget } = useKeptDraft<CreateDraft>(() => initial, {
    accountId: account.id,
    route: CREATE_PROFILE_PATH,
    worthKeeping: (typed) => hasCreateInput(typed, initial),
    memoryOnly: MEMORY_ONLY,
  });
  const [problems, setProblems] = useState<Problems>({});
  const [summary, setSummary] = useState('');
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: CreateField } | null>(null);
  const inFlight = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<PinFieldHandle>(null);
  const confirmationRef = useRef<PinFieldHandle>(null);
  const { data: avatars } = useAvatars();
  const { data: restrictions } = useRestrictions();
  const cache = useProfileListCache(account.id);
  const guard = useLeaveGuard(hasCreateInput(draft, initial), CREATE_PROFILE_PATH);

  // Unless the viewer picks one, the avatar the API would give: the first none of the profiles wears.
  const avatarId = draft.avatarId ?? firstFreeAvatar(avatars ?? [], profiles);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.field === 'name') nameRef.current?.focus();
    else if (focusRequest.field === 'pin') pinRef.current?.focus();
    else confirmationRef.current?.reset();
  }, [focusRequest]);

  const update = (change: Partial<CreateDraft>): void => setDraft((current) => ({ ...current, ...change }));

  const show = (found: Problems): boolean => {
    setProblems(found);
    const first = CREATE_FIELDS.find((field) => found[field]);
    if (first) setFocusRequest({ field: first });
    return first !== undefined;
  };

  /** Checks and sends the form; true once the profile exists. */
  async function save(): Promise<boolean> {
    if (inFlight.current) return false;
    setSummary('');
    const complete = { ...draft, avatarId };
    const checked = checkCreateDraft(complete);
    const found: Problems = Object.fromEntries(
      Object.entries(checked).map(([field, key]) => [field, t(key, { min: PROFILE_NAME_MIN_LENGTH })]),
    );
    if (show(found)) return false;
    inFlight.current = true;
    setSaving(true);
    try {
      const made = await createProfile(createRequest(complete));
      forget();
      bus.emit('toast:show', { message: t('PROFILES_CREATED', { name: made.name }), kind: 'success' });
      void cache.refresh();
      // Whoever was watching keeps watching: an account of one profile had no choice to record until now,
      // and with two it would otherwise be asked who is watching.
      if (!sessionStore.getState().profile) sessionStore.getState().setProfile(me);
      void reloadAccountProfiles();
      return true;
    } catch (caught) {
      const error = normaliseError(caught);
      const message = accountErrorText(t, error, i18n.language);
      const field = fieldOfError(error, FIELD_OF_CODE);
      if (field) show({ [field]: message });
      else setSummary(message);
      // The account may have reached the limit elsewhere meanwhile: the page then says so.
      if (error.errorCode === accountErrorCodes.profileLimitReached) void cache.refresh();
      return false;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (await save()) guard.go(PROFILE_PATH);
  }

  return (
    <>
      <form
        className={formStyles.form}
        noValidate
        aria-busy={saving}
        onSubmit={(event) => void submit(event)}
      >
        <p className={page.intro}>{t('PROFILES_CREATE_DESC', { max: PROFILES_PER_ACCOUNT })}</p>
        <p role="alert" className={formStyles.alert}>
          {summary}
        </p>
        <TextField
          ref={nameRef}
          label={t('PROFILES_NAME')}
          name="name"
          autoComplete="off"
          value={draft.name}
          error={problems.name}
          hint={t('PROFILES_NAME_HINT', { min: PROFILE_NAME_MIN_LENGTH })}
          onChange={(event) => update({ name: event.target.value })}
        />
        <AvatarChooser
          label={t('PROFILES_AVATAR')}
          value={avatarId}
          onChange={(avatar) => update({ avatarId: avatar.id })}
        />
        <LocaleSelect value={draft.locale} onChange={(locale) => update({ locale })} />
        <ParentalFields
          kids={draft.kids}
          restrictionId={draft.restrictionId}
          restrictions={restrictions ?? []}
          editable
          onChange={(parental) => update(parental)}
        />
        <div className={formStyles.field}>
          <div className={formStyles.check}>
            <input
              id="profiles-create-guest"
              type="checkbox"
              name="guest"
              checked={draft.guest}
              aria-describedby="profiles-create-guest-hint"
              onChange={(event) => update({ guest: event.target.checked })}
            />
            <label htmlFor="profiles-create-guest">{t('PROFILES_GUEST')}</label>
          </div>
          <p id="profiles-create-guest-hint" className={formStyles.hint}>
            {t('PROFILES_GUEST_HINT')}
          </p>
        </div>
        <fieldset className={formStyles.field}>
          <legend className={formStyles.legend}>{t('PROFILES_PIN_SECTION')}</legend>
          <div className={formStyles.check}>
            <input
              id="profiles-create-pin-on"
              type="checkbox"
              name="pin_on"
              checked={draft.pinOn}
              onChange={(event) => update({ pinOn: event.target.checked, pin: '', confirmation: '' })}
            />
            <label htmlFor="profiles-create-pin-on">{t('PROFILES_PIN_PROTECT')}</label>
          </div>
          {draft.pinOn && (
            <>
              <PinField
                ref={pinRef}
                label={t('PROFILES_NEW_PIN')}
                error={problems.pin}
                busy={saving}
                initial={draft.pin}
                onChange={(pin) => update({ pin })}
                onComplete={() => confirmationRef.current?.focus()}
              />
              <PinField
                ref={confirmationRef}
                label={t('PROFILES_CONFIRM_PIN')}
                error={problems.confirmation}
                busy={saving}
                initial={draft.confirmation}
                onChange={(confirmation) => update({ confirmation })}
              />
            </>
          )}
        </fieldset>
        <button type="submit" className={`${buttons.primary} ${formStyles.submit}`} disabled={saving}>
          {saving ? t('ACCOUNT_SAVING') : t('PROFILES_CREATE_SUBMIT')}
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
