import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROFILE_NAME_MIN_LENGTH, type Profile } from '@palco/contracts';
import { AppLink, bus, normaliseError, usePageTitle, useTranslation } from '@palco/shared';
import { SaveChangesPopup } from '../account-data/SaveChangesPopup';
import { useLeaveGuard } from '../account-data/use-leave-guard';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { accountErrorText, fieldOfError } from '../errors/account-errors';
import { PROFILE_PATH } from '../navigation/account-paths';
import { SWITCH_PROFILE_PATH } from '../navigation/profile-choice';
import * as buttons from '../ui/buttons.module.css';
import * as formStyles from '../ui/form.module.css';
import * as page from '../ui/page.module.css';
import { TextField } from '../ui/TextField';
import { AvatarChooser } from './AvatarChooser';
import { DeleteProfilePopup } from './DeleteProfilePopup';
import { LocaleSelect, MediaLanguages } from './LanguageFields';
import { updatePreference, updateProfile, updateRestriction, useRestrictions } from './manage-api';
import { ParentalFields } from './ParentalFields';
import { PinProtection, type PinProtectionHandle } from './PinProtection';
import { ProfileGate, type UnlockedProfile } from './ProfileGate';
import { EDIT_PROFILE_PATH, PROFILE_ID_PARAM, profilePageUrl } from './profile-paths';
import {
  type ProfileDraft,
  changedFields,
  checkProfileName,
  profileDraft,
  profileUpdate,
} from './profile-rules';
import { followOwnProfile, reloadAccountProfiles, useProfileListCache } from './profile-sync';
import { forgetPin } from './unlocked-pins';
import { useRepin } from './use-repin';
import * as styles from './profiles-manage.module.css';

/**
 * `/profile/edit` (spec section 2, query `id`; without it the session's own profile): the profile's name,
 * avatar, languages and parental rules, its PIN protection, and (for the master, on another profile)
 * deleting it. A PIN-protected profile asks its PIN first (ProfileGate's locked mode).
 */
export function EditProfilePage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_PAGE_EDIT_PROFILE'));
  const [params] = useSearchParams();
  const requestedId = params.get(PROFILE_ID_PARAM) || null;

  return (
    <section className={page.page} aria-labelledby="profiles-edit-title">
      <h1 id="profiles-edit-title">{t('ACCOUNT_PAGE_EDIT_PROFILE')}</h1>
      <ProfileGate requestedId={requestedId}>
        {(profile) => <EditProfileForm key={profile.target.id} profile={profile} />}
      </ProfileGate>
      <p className={page.back}>
        <AppLink href={PROFILE_PATH} className={buttons.textLink}>
          {t('ACCOUNT_BACK_TO_ACCOUNT')}
        </AppLink>
      </p>
    </section>
  );
}

/** Where a refused save's code goes on this form. */
const FIELD_OF_CODE: Readonly<Partial<Record<string, 'name'>>> = {
  AUTHENTICATION_ERROR_PROFILE_NAME_INVALID: 'name',
};

function EditProfileForm({ profile }: { profile: UnlockedProfile }): ReactNode {
  const { t, i18n } = useTranslation();
  const { account, me, target, own, pin } = profile;
  const original = useMemo(() => profileDraft(target), [target]);
  // Changes not saved when the session expires come back once the same account signs in again.
  const { draft, setDraft, forget } = useKeptDraft<ProfileDraft>(() => original, {
    accountId: account.id,
    route: profilePageUrl(EDIT_PROFILE_PATH, target.id),
    worthKeeping: (typed) => changedFields(typed, original).length > 0,
  });
  const [nameProblem, setNameProblem] = useState('');
  const [summary, setSummary] = useState('');
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  const [pinPending, setPinPending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [focusName, setFocusName] = useState<{ at: number } | null>(null);
  const inFlight = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const pinSection = useRef<PinProtectionHandle>(null);
  const { data: restrictions } = useRestrictions();
  const cache = useProfileListCache(account.id);
  const repin = useRepin(profile);
  // Spec sections 4 and 6: only the master sets another profile's parental rules, and a profile never
  // lifts its own (the master's own are not offered to change either: no other profile could undo them).
  const parentalEditable = me.isMaster && !own;
  const canDelete = me.isMaster && !target.isMaster && profile.multiProfile;
  const formDirty = changedFields(draft, original).length > 0;
  const guard = useLeaveGuard(formDirty || pinPending, EDIT_PROFILE_PATH);

  useEffect(() => {
    if (focusName) nameRef.current?.focus();
  }, [focusName]);

  const update = (change: Partial<ProfileDraft>): void => {
    setDraft((current) => ({ ...current, ...change }));
    setNotice('');
  };

  /** A profile the API answered: the list, and the session when it is the viewer's own, show it. */
  const keep = async (saved: Profile): Promise<void> => {
    await cache.put(saved);
    if (own) followOwnProfile(saved, target);
  };

  /** Checks and saves the details; true once the profile has them. `code` replaces the kept PIN. */
  async function save(code: string | null = pin): Promise<boolean> {
    if (inFlight.current) return false;
    setSummary('');
    setNotice('');
    const nameIssue = checkProfileName(draft.name);
    if (nameIssue) {
      setNameProblem(t(nameIssue, { min: PROFILE_NAME_MIN_LENGTH }));
      setFocusName({ at: Date.now() });
      return false;
    }
    setNameProblem('');
    const changed = new Set(changedFields(draft, original));
    if (changed.size === 0) return true;
    const withCode = code ? { code } : {};
    inFlight.current = true;
    setSaving(true);
    let saved: Profile | null = null;
    try {
      const body = profileUpdate(draft, original, own);
      if (body) saved = await updateProfile(target.id, { ...body, ...withCode });
      if (own && (changed.has('subtitleLanguage') || changed.has('audioLanguage'))) {
        saved = await updatePreference({
          subtitle_language: draft.subtitleLanguage || null,
          audio_language: draft.audioLanguage || null,
        });
      }
      if (parentalEditable && changed.has('restrictionId')) {
        saved = await updateRestriction({
          profile_id: target.id,
          restriction_id: draft.restrictionId,
          ...withCode,
        });
      }
      if (saved) {
        await keep(saved);
        setDraft(profileDraft(saved));
      }
      forget();
      if (changed.has('name')) void reloadAccountProfiles();
      setNotice('PROFILES_SAVED');
      bus.emit('toast:show', { message: t('GENERIC_SAVED'), kind: 'success' });
      return true;
    } catch (caught) {
      // What was saved before the refusal stays saved; the rest of the draft stays as typed.
      if (saved) await keep(saved);
      const error = normaliseError(caught);
      if (repin.isStale(error)) {
        setSummary(t('PROFILES_PIN_ASK_AGAIN'));
        repin.ask((fresh) => void save(fresh));
        return false;
      }
      const message = accountErrorText(t, error, i18n.language);
      if (fieldOfError(error, FIELD_OF_CODE)) {
        setNameProblem(message);
        setFocusName({ at: Date.now() });
      } else {
        setSummary(message);
      }
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

  /** Leaving saves the details, then a PIN being turned on or changed. */
  async function saveAll(): Promise<boolean> {
    return (await save()) && ((await pinSection.current?.savePending()) ?? true);
  }

  const onPinSaved = (saved: Profile, nowPin: string | null): void => {
    // Kept first, so the page does not lock a profile that has just been given a PIN by the master.
    if (nowPin !== null && !own) profile.unlock(nowPin);
    if (nowPin === null) profile.forget();
    void keep(saved);
  };

  const onDeleted = (): void => {
    setDeleting(false);
    forget();
    forgetPin(target.id);
    bus.emit('toast:show', { message: t('PROFILES_DELETED', { name: target.name }), kind: 'success' });
    // Spec section 4: deleting a profile goes to switch-profile, which lists the profiles afresh.
    guard.go(SWITCH_PROFILE_PATH);
    void cache.refresh();
    void reloadAccountProfiles();
  };

  return (
    <>
      <div className={styles.who}>
        {target.avatar && <img src={target.avatar.url} alt="" width={48} height={48} />}
        <p className={page.intro}>
          {own ? t('PROFILES_EDIT_OWN_DESC') : t('PROFILES_EDIT_OTHER_DESC', { name: target.name })}
        </p>
      </div>
      <form
        className={formStyles.form}
        noValidate
        aria-busy={saving}
        onSubmit={(event) => void submit(event)}
      >
        <p role="status" className={formStyles.notice}>
          {notice ? t(notice) : ''}
        </p>
        <p role="alert" className={formStyles.alert}>
          {summary}
        </p>
        <TextField
          ref={nameRef}
          label={t('PROFILES_NAME')}
          name="name"
          autoComplete="off"
          value={draft.name}
          error={nameProblem}
          hint={t('PROFILES_NAME_HINT', { min: PROFILE_NAME_MIN_LENGTH })}
          onChange={(event) => update({ name: event.target.value })}
        />
        <AvatarChooser
          label={t('PROFILES_AVATAR')}
          value={draft.avatarId}
          onChange={(avatar) => update({ avatarId: avatar.id })}
        />
        <LocaleSelect
          value={draft.locale}
          hint={own ? t('PROFILES_LOCALE_HINT') : undefined}
          onChange={(locale) => update({ locale })}
        />
        <MediaLanguages
          subtitleLanguage={draft.subtitleLanguage}
          audioLanguage={draft.audioLanguage}
          onChange={(change) => update(change)}
        />
        <ParentalFields
          kids={draft.kids}
          restrictionId={draft.restrictionId}
          restrictions={restrictions ?? []}
          editable={parentalEditable}
          onChange={(parental) => update(parental)}
        />
        <button type="submit" className={`${buttons.primary} ${formStyles.submit}`} disabled={saving}>
          {saving ? t('ACCOUNT_SAVING') : t('ACCOUNT_DATA_SUBMIT')}
        </button>
      </form>
      <PinProtection
        ref={pinSection}
        profile={profile}
        onSaved={onPinSaved}
        onPendingChange={setPinPending}
      />
      {canDelete && (
        <section className={styles.section} aria-labelledby="profiles-delete-title">
          <h2 id="profiles-delete-title">{t('PROFILES_DELETE_SECTION')}</h2>
          <p className={styles.muted}>{t('PROFILES_DELETE_HINT')}</p>
          <button type="button" className={styles.danger} onClick={() => setDeleting(true)}>
            {t('PROFILES_DELETE_OPEN', { name: target.name })}
          </button>
        </section>
      )}
      {deleting && (
        <DeleteProfilePopup profile={target} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
      )}
      {repin.popup}
      {guard.pendingUrl !== null && (
        <SaveChangesPopup
          onSave={() => void guard.saveAndLeave(saveAll)}
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
