import type { ReactNode } from 'react';

/** A padlock for PIN-protected profiles, named for assistive technology (an emoji may lack a font). */
export function LockIcon({ label, className }: { label: string; className?: string }): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={label}>
      <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
