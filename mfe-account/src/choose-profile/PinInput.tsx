import {
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from '@palco/shared';
import * as styles from './PinInput.module.css';

/** A profile PIN is exactly 4 digits (spec sections 5 and 9). */
export const PIN_LENGTH = 4;

export interface PinInputHandle {
  /** Empties every box and puts focus in the first one (after a wrong PIN). */
  reset: () => void;
}

export interface PinInputProps {
  /** Name of the group of boxes, e.g. "PIN of the Tiago profile". */
  label: string;
  /** Called with the 4 digits as soon as the last empty box is filled. */
  onComplete: (pin: string) => void;
  /** While the PIN is being checked the boxes ignore typing. */
  busy?: boolean;
  invalid?: boolean;
  /** Id of the element that explains the boxes' state (the error message). */
  describedBy?: string;
  /** A full PIN the boxes start with (one typed before, kept in memory); anything else starts them empty. */
  initial?: string;
  ref?: Ref<PinInputHandle>;
}

const EMPTY: readonly string[] = Array.from({ length: PIN_LENGTH }, () => '');
const isDigit = (key: string): boolean => /^[0-9]$/.test(key);
const FULL_PIN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

/**
 * The spec's PIN entry: four single-digit password boxes. Digits only; typing a digit moves to the next
 * box, Backspace empties a box or steps back, the arrow keys (and Home, End) move between boxes, and a
 * pasted PIN fills the boxes from the one it lands in. Filling the last box hands the PIN over.
 */
export function PinInput({
  label,
  onComplete,
  busy = false,
  invalid = false,
  describedBy,
  initial,
  ref,
}: PinInputProps): ReactNode {
  const { t } = useTranslation();
  const [digits, setDigits] = useState<readonly string[]>(() =>
    initial && FULL_PIN.test(initial) ? initial.split('') : EMPTY,
  );
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number): void => {
    const box = boxes.current[Math.min(PIN_LENGTH - 1, Math.max(0, index))];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({
    reset: () => {
      setDigits(EMPTY);
      focusBox(0);
    },
  }));

  /** Writes `typed` from box `index` on, moves focus past it and hands over a complete PIN. */
  const fill = (index: number, typed: string): void => {
    const next = [...digits];
    const chars = typed.slice(0, PIN_LENGTH - index).split('');
    chars.forEach((char, offset) => (next[index + offset] = char));
    setDigits(next);
    if (next.every((digit) => digit !== '')) {
      focusBox(index + chars.length - 1);
      onComplete(next.join(''));
      return;
    }
    focusBox(index + chars.length);
  };

  const clear = (index: number): void => {
    setDigits(digits.map((digit, i) => (i === index ? '' : digit)));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (key === 'Tab' || key === 'Enter' || key === 'Escape') return;
    if (busy) {
      event.preventDefault();
      return;
    }
    if (isDigit(key)) {
      event.preventDefault();
      fill(index, key);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        clear(index);
      } else if (index > 0) {
        clear(index - 1);
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      clear(index);
    } else if (key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (key === 'End') {
      event.preventDefault();
      focusBox(PIN_LENGTH - 1);
    } else if (key.length === 1) {
      // Letters, spaces, signs: a PIN holds digits only.
      event.preventDefault();
    }
  };

  // What the keys above do not see: a paste, an autofill or a phone keyboard that sends no key name.
  const onChange = (index: number, event: ChangeEvent<HTMLInputElement>): void => {
    if (busy) return;
    const { value } = event.target;
    if (value === '') {
      clear(index);
      return;
    }
    const previous = digits[index] ?? '';
    let typed = value.replace(/\D/g, '');
    if (previous && typed.length > 1 && typed.includes(previous)) typed = typed.replace(previous, '');
    if (typed) fill(index, typed);
  };

  return (
    <div role="group" aria-label={label} aria-busy={busy} className={styles.boxes}>
      {digits.map((digit, index) => (
        <input
          // The boxes never move or change number, so their position is their identity.
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          className={styles.box}
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={digit}
          readOnly={busy}
          aria-label={t('ACCOUNT_PIN_DIGIT', { position: index + 1, total: PIN_LENGTH })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onChange={(event) => onChange(index, event)}
        />
      ))}
    </div>
  );
}
