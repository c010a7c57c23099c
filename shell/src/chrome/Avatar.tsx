import type { ReactNode } from 'react';
import * as styles from './Avatar.module.css';

export interface AvatarProps {
  /** Whose avatar; its first letter stands in when there is no picture. Absent for a visitor. */
  name?: string;
  url?: string | null;
  size?: 'small' | 'medium';
}

/** A round avatar: the picture, the name's initial, or a silhouette placeholder for visitors. */
export function Avatar({ name, url, size = 'medium' }: AvatarProps): ReactNode {
  const className = `${styles.avatar} ${styles[size]}`;
  if (url) return <img className={className} src={url} alt="" />;
  if (name) {
    return (
      <span className={className} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <span className={`${className} ${styles.placeholder}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="60%" height="60%" focusable="false">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
      </svg>
    </span>
  );
}
