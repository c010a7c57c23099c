import { type ReactNode, useId } from 'react';
import { useTranslation } from '@palco/shared';
import type { Restriction } from '@palco/contracts';
import * as formStyles from '../ui/form.module.css';
import * as styles from './profiles-manage.module.css';

export interface ParentalValue {
  kids: boolean;
  restrictionId: string | null;
}

export interface ParentalFieldsProps extends ParentalValue {
  /** `GET /v1/content/restriction`; empty while it loads. */
  restrictions: readonly Restriction[];
  onChange: (value: ParentalValue) => void;
  /** False: shown, not changed (only the master changes another profile's, spec section 6). */
  editable: boolean;
}

/** The youngest level: what a kids profile gets when none is chosen (as the API gives it). */
function youngest(restrictions: readonly Restriction[]): string | null {
  return [...restrictions].sort((a, b) => a.value - b.value)[0]?.id ?? null;
}

/**
 * A profile's parental rules: whether it is a kids profile, and the restriction level it watches under
 * (`GET /v1/content/restriction`; each level's `message` is a token of the server dictionaries). Ticking
 * "kids" with no level picks the youngest, as the API would.
 */
export function ParentalFields({
  kids,
  restrictionId,
  restrictions,
  onChange,
  editable,
}: ParentalFieldsProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const describe = (restriction: Restriction): string => {
    const words = t(restriction.message, { defaultValue: '' });
    return words ? t('PROFILES_RESTRICTION_OPTION', { name: restriction.name, words }) : restriction.name;
  };

  if (!editable) {
    const current = restrictions.find((restriction) => restriction.id === restrictionId);
    return (
      <div className={formStyles.field}>
        <span className={formStyles.label}>{t('PROFILES_RESTRICTION')}</span>
        <p className={styles.readOnly}>
          {restrictionId === null
            ? t('PROFILES_RESTRICTION_NONE')
            : current
              ? describe(current)
              : restrictionId}
          {kids ? ` · ${t('PROFILES_KIDS')}` : ''}
        </p>
        <p className={formStyles.hint}>{t('PROFILES_RESTRICTION_MASTER_ONLY')}</p>
      </div>
    );
  }

  return (
    <fieldset className={formStyles.field}>
      <legend className={formStyles.legend}>{t('PROFILES_PARENTAL')}</legend>
      <div className={formStyles.check}>
        <input
          id={`${id}-kids`}
          type="checkbox"
          name="kids"
          checked={kids}
          aria-describedby={`${id}-kids-hint`}
          onChange={(event) => {
            const on = event.target.checked;
            onChange({
              kids: on,
              restrictionId: on && restrictionId === null ? youngest(restrictions) : restrictionId,
            });
          }}
        />
        <label htmlFor={`${id}-kids`}>{t('PROFILES_KIDS')}</label>
      </div>
      <p id={`${id}-kids-hint`} className={formStyles.hint}>
        {t('PROFILES_KIDS_HINT')}
      </p>
      <label className={formStyles.label} htmlFor={`${id}-level`}>
        {t('PROFILES_RESTRICTION')}
      </label>
      <select
        id={`${id}-level`}
        name="restriction_id"
        className={formStyles.select}
        value={restrictionId ?? ''}
        onChange={(event) => onChange({ kids, restrictionId: event.target.value || null })}
      >
        <option value="">{t('PROFILES_RESTRICTION_NONE')}</option>
        {restrictions.map((restriction) => (
          <option key={restriction.id} value={restriction.id}>
            {describe(restriction)}
          </option>
        ))}
        {restrictionId !== null && !restrictions.some((restriction) => restriction.id === restrictionId) && (
          <option value={restrictionId}>{restrictionId}</option>
        )}
      </select>
    </fieldset>
  );
}
