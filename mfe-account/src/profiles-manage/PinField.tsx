import { type KeyboardEvent, type ReactNode, type Ref, useId, useImperativeHandle, useRef } from 'react';
import { PinInput, type PinInputHandle } from '../choose-profile/PinInput';
import * as formStyles from '../ui/form.module.css';

export interface PinFieldHandle {
  /** Empties the boxes and puts focus in the first one. */
  reset: () => void;
  /** Puts focus in the first box, keeping what is typed. */
  focus: () => void;
}

export interface PinFieldProps {
  /** Shown over the boxes and naming their group. */
  label: string;
  /** Already translated; shown under the boxes and tied to them. */
  error?: string | null;
  /** The 4 digits once every box is filled, `''` while any is empty. */
  onChange: (pin: string) => void;
  /** Called with the 4 digits as the last box is filled (the spec's auto-submit, where a form wants it). */
  onComplete?: (pin: string) => void;
  busy?: boolean;
  /** A full PIN the boxes start with (see PinInput). */
  initial?: string;
  ref?: Ref<PinFieldHandle>;
}

/** Keys that change what the boxes hold (PinInput acts on them, then hands a full PIN over again). */
const EDITING_KEY = /^([0-9]|Backspace|Delete)$/;

/**
 * The choose-profile screen's four PIN boxes as a form field: a visible label, the error under the boxes,
 * and the PIN as a value. PinInput says only when its fourth box is filled, so any key that edits a box
 * first empties the value here, and a full PIN sets it again.
 */
export function PinField({
  label,
  error,
  onChange,
  onComplete,
  busy = false,
  initial,
  ref,
}: PinFieldProps): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<PinInputHandle>(null);
  const boxes = useRef<HTMLDivElement>(null);

  useImperativeHandle(ref, () => ({
    reset: () => {
      input.current?.reset();
      onChange('');
    },
    focus: () => boxes.current?.querySelector('input')?.focus(),
  }));

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.ctrlKey || event.metaKey || event.altKey || busy) return;
    if (EDITING_KEY.test(event.key)) onChange('');
  };

  return (
    <div className={formStyles.field}>
      {/* The group of boxes carries the same name for assistive technology. */}
      <span className={formStyles.label} aria-hidden="true">
        {label}
      </span>
      <div ref={boxes} onKeyDownCapture={onKeyDownCapture} onChangeCapture={() => onChange('')}>
        <PinInput
          ref={input}
          label={label}
          busy={busy}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          initial={initial}
          onComplete={(pin) => {
            onChange(pin);
            onComplete?.(pin);
          }}
        />
      </div>
      <p id={errorId} className={formStyles.error}>
        {error ?? ''}
      </p>
    </div>
  );
}
