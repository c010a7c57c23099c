import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DURATION_MS } from '../constants';
import './tokens.css';

export interface ToastProps {
  message: string;
  kind?: 'success' | 'error' | 'info';
  onHide: () => void;
}

/** The topmost open modal: while one is open the rest of the page is inert, and it is in the top layer. */
function topmostModal(): HTMLDialogElement | null {
  return Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]')).at(-1) ?? null;
}

/**
 * A status message that hides itself after 3 s (spec section 4). Shown while a modal is open, it goes
 * inside that modal, so it is seen above it and announced rather than left inert behind it.
 */
export function Toast({ message, kind = 'info', onHide }: ToastProps): ReactNode {
  const [host] = useState(topmostModal);
  useEffect(() => {
    const timer = setTimeout(onHide, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message, onHide]);
  const toast = (
    <div className={`palco-toast palco-toast--${kind}`} role="status" aria-live="polite">
      {message}
    </div>
  );
  return host ? createPortal(toast, host) : toast;
}
