import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import * as styles from './form.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
> {
  label: string;
  /** Already translated; shown under the field and tied to it (`aria-describedby`, `aria-invalid`). */
  error?: string | null;
  hint?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its error under it, both read out with the field. */
export function TextField({ label, error, hint, inputClassName, ref, ...input }: TextFieldProps): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={inputClassName ? `${styles.input} ${inputClassName}` : styles.input}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={errorId} className={styles.error}>
        {error ?? ''}
      </p>
    </div>
  );
}
