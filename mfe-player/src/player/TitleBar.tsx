import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../controls/Icon';
import * as styles from './TitleBar.module.css';

export interface TitleBarProps {
  /** The item or channel's name, its parts in the API's language marked (ContentText). */
  title?: ReactNode;
  live?: boolean;
  /** Beside the title, for channels what is on air (live/OnAirLine). */
  aside?: ReactNode;
}

/** Back button, title and, for channels, the live badge. */
export function TitleBar({ title, live = false, aside }: TitleBarProps): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A cold deep link has nothing to go back to inside the site, so it goes home instead.
  const goBack = (): void => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.back} onClick={goBack} aria-label={t('PLAYER_BACK')}>
        <Icon name="back" />
      </button>
      {title && <h1 className={styles.title}>{title}</h1>}
      {live && <span className={styles.live}>{t('PLAYER_LIVE')}</span>}
      {aside}
    </div>
  );
}
