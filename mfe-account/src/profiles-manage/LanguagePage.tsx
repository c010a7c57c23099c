import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import type { Profile } from '@palco/contracts';
import { AppLink, bus, normaliseError, usePageTitle, useTranslation } from '@palco/shared';
import { SaveChangesPopup } from '../account-data/SaveChangesPopup';
import { useLeaveGuard } from '../account-data/use-leave-guard';
import { useKeptDraft } from '../drafts/use-kept-draft';
import { accountErrorText } from '../errors/account-errors';
import { PROFILE_PATH } from '../navigation/account-paths';
import * as buttons from '../ui/buttons.module.css';
import * as formStyles from '../ui/form.module.css';
import * as page from '../ui/page.module.css';
import { LocaleSelect, MediaLanguages } from './LanguageFields';
import { updatePreference, updateProfile } from './manage-api';
import { ProfileGate, type UnlockedProfile } from './ProfileGate';
import { LANGUAGE_PATH, profilePageUrl } from './profile-paths';
import { type ProfileDraft, changedFields, profileDraft } from './profile-rules';
import { followOwnProfile, useProfileListCache } from './profile-sync';

type LanguageDraft = Pick<ProfileDraft, 'locale' | 'subtitleLanguage' | 'audioLanguage'>;

const languagesOf = (profile: Profile): LanguageDraft => {
  const { locale, subtitleLanguage, audioLanguage } = profileDraft(profile);
  return { locale, subtitleLanguage, audioLanguage };
};

/**
 * `/profile/language` (spec section 2): the session's own profile's interface language and the subtitle and
 * audio languages its titles start in. A new interface language applies as soon as it is saved: the session
 * takes the profile and the page (and the site) change language at once, with no reload.
 */
export function LanguagePage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_PAGE_LANGUAGE'));

  return (
    <section className={page.page} aria-labelledby="profiles-language-title">
      <h1 id="profiles-language-title">{t('ACCOUNT_PAGE_LANGUAGE')}</h1>
      <ProfileGate requestedId={null}>
        {(profile) => <LanguageForm key={profile.target.id} profile={profile} />}
      </ProfileGate>
      <p className={page.back}>
        <AppLink href={PROFILE_PATH} className={buttons.textLink}>
          {t('ACCOUNT_BACK_TO_ACCOUNT')}
        </AppLink>
      </p>
    </section>
  );
}

function LanguageForm({ profile }: { profile: UnlockedProfile }): ReactNode {
  const { t, i18n } = useTranslation();
  const { account, target } = profile;
  const original = useMemo(() => languagesOf(target), [target]);
  // Changes not saved when the session expires come back once the same account signs in again.
  const { draft, setDraft, forget } = useKeptDraft<LanguageDraft>(() => original, {
    accountId: account.id,
    route: profilePageUrl(LANGUAGE_PATH, target.id),
    worthKeeping: (typed) =>
      changedFields({ ...profileDraft(target), ...typed }, profileDraft(target)).length > 0,
  });
  const [summary, setSummary] = useState('');
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const cache = useProfileListCache(account.id);
  const changed = changedFields({ ...profileDraft(target), ...draft }, profileDraft(target));
  const guard = useLeaveGuard(changed.length > 0, LANGUAGE_PATH);

  const update = (change: Partial<LanguageDraft>): void => {
    setDraft((current) => ({ ...current, ...change }));
    setSaved(false);
  };

  async function save(): Promise<boolean> {
    if (inFlight.current) return false;
    setSummary('');
    setSaved(false);
    if (changed.length === 0) return true;
    inFlight.current = true;
    setSaving(true);
    let latest: Profile | null = null;
    try {
      if (changed.includes('locale')) latest = await updateProfile(target.id, { locale: draft.locale });
      if (changed.includes('subtitleLanguage') || changed.includes('audioLanguage')) {
        latest = await updatePreference({
          subtitle_language: draft.subtitleLanguage || null,
          audio_language: draft.audioLanguage || null,
        });
      }
      if (latest) {
        await cache.put(latest);
        followOwnProfile(latest, target);
        setDraft(languagesOf(latest));
      }
      forget();
      setSaved(true);
      bus.emit('toast:show', { message: t('GENERIC_SAVED'), kind: 'success' });
      return true;
    } catch (caught) {
      if (latest) {
        await cache.put(latest);
        followOwnProfile(latest, target);
      }
      setSummary(accountErrorText(t, normaliseError(caught), i18n.language));
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
        <p className={page.intro}>{t('PROFILES_LANGUAGE_DESC', { name: target.name })}</p>
        {/* Worded at render time, so it reads in the language just saved. */}
        <p role="status" className={formStyles.notice}>
          {saved ? t('PROFILES_LANGUAGE_SAVED') : ''}
        </p>
        <p role="alert" className={formStyles.alert}>
          {summary}
        </p>
        <LocaleSelect
          value={draft.locale}
          hint={t('PROFILES_LOCALE_HINT')}
          onChange={(locale) => update({ locale })}
        />
        <MediaLanguages
          subtitleLanguage={draft.subtitleLanguage}
          audioLanguage={draft.audioLanguage}
          onChange={(change) => update(change)}
        />
        <button type="submit" className={`${buttons.primary} ${formStyles.submit}`} disabled={saving}>
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
