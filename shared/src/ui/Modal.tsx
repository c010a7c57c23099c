import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, trapTab } from './focus-trap';
import './tokens.css';

export interface ModalProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Dismissable modals close on Escape, on the close button and on a backdrop click (spec section 2). */
  dismissable?: boolean;
  /** Width in px; the spec keeps modals between 400 and 600. */
  width?: number;
}

/** An accessible modal: labelled, focus trapped inside, focus restored on close. */
export function Modal({ title, children, onClose, dismissable = true, width = 480 }: ModalProps): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = ref.current;
    if (node)
      (
        focusableIn(node).find(
          (el) => el.tagName !== 'BUTTON' || !el.classList.contains('palco-modal__close'),
        ) ?? node
      ).focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && dismissable) {
        event.stopPropagation();
        onClose();
        return;
      }
      if (ref.current) trapTab(event, ref.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dismissable, onClose]);

  return createPortal(
    // A click on the backdrop is the pointer's Escape, which the keyboard has above.
    <div
      className="palco-modal-backdrop"
      role="presentation"
      onMouseDown={(event) => {
        if (dismissable && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className="palco-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ ['--palco-modal-width' as string]: `${Math.min(600, Math.max(400, width))}px` }}
      >
        {dismissable && (
          <button
            type="button"
            className="palco-modal__close"
            aria-label={t('GENERIC_CLOSE')}
            onClick={onClose}
          >
            ×
          </button>
        )}
        <h2 id={titleId} className="palco-modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
