import { useEffect, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../constants';
import './tokens.css';

export interface ToastProps {
  message: string;
  kind?: 'success' | 'error' | 'info';
  onHide: () => void;
}

/** A status message that hides itself after 3 s (spec section 4). */
export function Toast({ message, kind = 'info', onHide }: ToastProps): ReactNode {
  useEffect(() => {
    const timer = setTimeout(onHide, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message, onHide]);
  return (
    <div className={`palco-toast palco-toast--${kind}`} role="status" aria-live="polite">
      {message}
    </div>
  );
}
