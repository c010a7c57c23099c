import { type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
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

/** What a modal focuses first: its first field or button other than the close button, else itself. */
const FIRST_FOCUS =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], button:not([disabled]):not(.palco-modal__close), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native `<dialog>`, opened with `showModal()`: the browser puts it in the top layer,
 * makes the rest of the page inert (focus cannot leave it, assistive technology sees only it), stacks a
 * second modal above the first, and sends Escape to the topmost one as `cancel`. This component keeps
 * the open state with its owner: Escape and the backdrop ask `onClose`, and a dialog the browser closed on
 * its own (a repeated Escape) is either reported or, when not dismissable, shown again.
 */
export function Modal({ title, children, onClose, dismissable = true, width = 480 }: ModalProps): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closing.current = false;
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>(FIRST_FOCUS) ?? dialog).focus();
    return () => {
      closing.current = true;
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    // React hands a dialog's `cancel` and `close` to its React ancestors too, through portals: a modal
    // opened from inside this one (a confirmation, a payment popup) is one of its children, and its Escape
    // must close it alone.
    if (event.target !== event.currentTarget) return;
    // The owner closes the modal by unmounting it; the browser must not close it under React.
    event.preventDefault();
    if (dismissable) onClose();
  };

  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>): void => {
    if (closing.current || event.target !== event.currentTarget) return;
    if (dismissable) onClose();
    else ref.current?.showModal();
  };

  return createPortal(
    // A press on the backdrop lands on the dialog itself (its body fills the box): the pointer's Escape,
    // which the keyboard has as `cancel`.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="palco-modal"
      aria-labelledby={titleId}
      tabIndex={-1}
      style={{ ['--palco-modal-width' as string]: `${Math.min(600, Math.max(400, width))}px` }}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={(event) => {
        if (dismissable && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="palco-modal__body">
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
    </dialog>,
    document.body,
  );
}
