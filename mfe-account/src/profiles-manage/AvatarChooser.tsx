import type { ReactNode } from 'react';
import type { Avatar } from '@palco/contracts';
import { Spinner, useTranslation } from '@palco/shared';
import * as buttons from '../ui/buttons.module.css';
import * as formStyles from '../ui/form.module.css';
import { useAvatars } from './manage-api';
import * as styles from './profiles-manage.module.css';

export interface AvatarChooserProps {
  /** The chosen avatar's id; null: none yet. */
  value: string | null;
  onChange: (avatar: Avatar) => void;
  /** The group's name (the legend). */
  label: string;
  /** Radio groups of one page need names of their own. */
  name?: string;
  disabled?: boolean;
}

/**
 * The avatar choice (spec section 2), `GET /v1/avatars`: a grid of pictures that is a native radio group, so
 * it works as every radio group does — Tab reaches the chosen avatar, the arrow keys move the choice, and
 * each picture is named by its avatar's name.
 */
export function AvatarChooser({
  value,
  onChange,
  label,
  name = 'avatar',
  disabled = false,
}: AvatarChooserProps): ReactNode {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useAvatars();

  return (
    <fieldset className={formStyles.field} disabled={disabled}>
      <legend className={formStyles.legend}>{label}</legend>
      {isLoading && !data && <Spinner />}
      {error && !data && (
        <div role="alert" className={styles.inlineProblem}>
          <p>{t('PROFILES_AVATARS_ERROR')}</p>
          <button type="button" className={buttons.secondary} onClick={() => void mutate()}>
            {t('GENERIC_RETRY')}
          </button>
        </div>
      )}
      {data && (
        <div className={styles.avatarGrid}>
          {data.map((avatar) => (
            <label key={avatar.id} className={styles.avatarOption}>
              <input
                type="radio"
                name={name}
                value={avatar.id}
                className={styles.avatarRadio}
                checked={avatar.id === value}
                onChange={() => onChange(avatar)}
              />
              <img className={styles.avatarImage} src={avatar.url} alt="" width={72} height={72} />
              <span className={styles.avatarName}>{avatar.name}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
