import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink, bus, normaliseError, usePageTitle, useTranslation } from '@palco/shared';
import { SaveChangesPopup } from '../account-data/SaveChangesPopup';
import { useLeaveGuard } from '../account-data/use-leave-guard';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { accountErrorText } from '../errors/account-errors';
import { PROFILE_PATH } from '../navigation/account-paths';
import * as buttons from '../ui/buttons.module.css';
import * as formStyles from '../ui/form.module.css';
import * as page from '../ui/page.module.css';
import { AvatarChooser } from './AvatarChooser';
import { updateProfile } from './manage-api';
import { ProfileGate, type UnlockedProfile } from './ProfileGate';
import { AVATAR_PATH, PROFILE_ID_PARAM, profilePageUrl } from './profile-paths';
import { followOwnProfile, useProfileListCache } from './profile-sync';
import { useRepin } from './use-repin';

/**
 * `/profile/avatar` (spec section 2's avatar choice): the pictures of `GET /v1/avatars` for the session's
 * own profile, or `?id=` another one the viewer may manage; saved with `PUT /v1/profile/{id}`.
 */
export function AvatarPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_PAGE_AVATAR'));
  const [params] = useSearchParams();
  const requestedId = params.get(PROFILE_ID_PARAM) || null;

  return (
    <section className={page.page} aria-labelledby="profiles-avatar-title">
      <h1 id="profiles-avatar-title">{t('ACCOUNT_PAGE_AVATAR')}</h1>
      <ProfileGate requestedId={requestedId}>
        {(profile) => <AvatarForm key={profile.target.id} profile={profile} />}
      </ProfileGate>
      <p className={page.back}>
        <AppLink href={PROFILE_PATH} className={buttons.textLink}>
          {t('ACCOUNT_BACK_TO_ACCOUNT')}
        </AppLink>
      </p>
    </section>
  );
}

function AvatarForm({ profile }: { profile: UnlockedProfile }): ReactNode {
  const { t, i18n } = useTranslation();
  const { account, target, own, pin } = profile;
  // A choice not saved when the session expires comes back once the same account signs in again.
  const {
    draft: { avatarId: chosen },
    setDraft,
    forget,
  } = useKeptDraft<{ avatarId: string | null }>(() => ({ avatarId: target.avatar_id }), {
    accountId: account.id,
    route: profilePageUrl(AVATAR_PATH, target.id),
    worthKeeping: ({ avatarId }) => avatarId !== target.avatar_id,
  });
  const setChosen = (avatarId: string | null): void => setDraft({ avatarId });
  const [summary, setSummary] = useState('');
  const [notice, setNotice] = useState(false);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const cache = useProfileListCache(account.id);
  const repin = useRepin(profile);
  const guard = useLeaveGuard(chosen !== target.avatar_id, AVATAR_PATH);

  async function save(code: string | null = pin): Promise<boolean> {
    if (inFlight.current) return false;
    setSummary('');
    setNotice(false);
    if (chosen === target.avatar_id) return true;
    inFlight.current = true;
    setSaving(true);
    try {
      const saved = await updateProfile(target.id, { avatar_id: chosen, ...(code ? { code } : {}) });
      await cache.put(saved);
      if (own) followOwnProfile(saved, target);
      setChosen(saved.avatar_id);
      forget();
      setNotice(true);
      bus.emit('toast:show', { message: t('GENERIC_SAVED'), kind: 'success' });
      return true;
    } catch (caught) {
      const error = normaliseError(caught);
      if (repin.isStale(error)) {
        setSummary(t('PROFILES_PIN_ASK_AGAIN'));
        repin.ask((fresh) => void save(fresh));
      } else {
        setSummary(accountErrorText(t, error, i18n.language));
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

  return (
    <>
      <form
        className={formStyles.form}
        noValidate
        aria-busy={saving}
        onSubmit={(event) => void submit(event)}
      >
        <p className={page.intro}>
          {own ? t('PROFILES_AVATAR_OWN_DESC') : t('PROFILES_AVATAR_OTHER_DESC', { name: target.name })}
        </p>
        <p role="status" className={formStyles.notice}>
          {notice ? t('PROFILES_AVATAR_SAVED') : ''}
        </p>
        <p role="alert" className={formStyles.alert}>
          {summary}
        </p>
        <AvatarChooser
          label={t('PROFILES_AVATAR')}
          value={chosen}
          onChange={(avatar) => {
            setChosen(avatar.id);
            setNotice(false);
          }}
        />
        <button type="submit" className={`${buttons.primary} ${formStyles.submit}`} disabled={saving}>
          {saving ? t('ACCOUNT_SAVING') : t('PROFILES_AVATAR_SUBMIT')}
        </button>
      </form>
      {repin.popup}
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
