import { type ReactNode, useId } from 'react';
import { useTranslation } from '@palco/shared';
import * as formStyles from '../ui/form.module.css';
import { MEDIA_LANGUAGES, PROFILE_LOCALES, type ProfileLocale, profileLocale } from './profile-rules';

export interface LocaleSelectProps {
  value: ProfileLocale;
  onChange: (locale: ProfileLocale) => void;
  hint?: string;
}

/** A profile's interface language (spec section 1): each language named in itself, as the header does. */
export function LocaleSelect({ value, onChange, hint }: LocaleSelectProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {t('PROFILES_LOCALE')}
      </label>
      <select
        id={id}
        name="locale"
        className={formStyles.select}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(profileLocale(event.target.value))}
      >
        {PROFILE_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale.replace('_', '-')}>
            {t(`PROFILES_LOCALE_${locale}`)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export interface MediaLanguagesProps {
  subtitleLanguage: string;
  audioLanguage: string;
  onChange: (change: { subtitleLanguage?: string; audioLanguage?: string }) => void;
}

function MediaLanguageSelect({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const known = value === '' || (MEDIA_LANGUAGES as readonly string[]).includes(value);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={formStyles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('PROFILES_MEDIA_NONE')}</option>
        {MEDIA_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`PROFILES_MEDIA_LANGUAGE_${code}`)}
          </option>
        ))}
        {/* A language set elsewhere (another app, an older choice) stays as it is until changed. */}
        {!known && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}

/** The subtitle and audio languages a profile's titles start in (spec section 3); none is a choice too. */
export function MediaLanguages({
  subtitleLanguage,
  audioLanguage,
  onChange,
}: MediaLanguagesProps): ReactNode {
  const { t } = useTranslation();
  return (
    <fieldset className={formStyles.field}>
      <legend className={formStyles.legend}>{t('PROFILES_PLAYBACK_LANGUAGES')}</legend>
      <div className={formStyles.row}>
        <MediaLanguageSelect
          label={t('PROFILES_SUBTITLE_LANGUAGE')}
          name="subtitle_language"
          value={subtitleLanguage}
          onChange={(value) => onChange({ subtitleLanguage: value })}
        />
        <MediaLanguageSelect
          label={t('PROFILES_AUDIO_LANGUAGE')}
          name="audio_language"
          value={audioLanguage}
          onChange={(value) => onChange({ audioLanguage: value })}
        />
      </div>
    </fieldset>
  );
}
