import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@palco/shared';
import { VOUCHER_CODE_MAX_LENGTH, type Voucher } from '@palco/contracts';
import { checkVoucher, voucherErrorText } from './voucher-api';
import * as styles from './Voucher.module.css';

/** Room for the spaces a pasted code may bring around it, which trimming drops. */
const TYPED_MAX_LENGTH = VOUCHER_CODE_MAX_LENGTH + 8;

export interface VoucherFormProps {
  /** A code to start with (a link's `?code=`, the code a visitor left to sign in). */
  initialCode?: string | null;
  /** Checks `initialCode` at once, as if the viewer had pressed "check". */
  checkAtOnce?: boolean;
  /** Puts the cursor in the field when the form appears (it opened in a popup on the viewer's request). */
  focusOnMount?: boolean;
  /** The code is good: what it unlocks. */
  onChecked: (voucher: Voucher) => void;
  /** The viewer changed the code after it was checked: what it unlocked no longer applies. */
  onEdited: () => void;
}

/**
 * Enter a voucher code and check it (spec section 4, "Voucher"): the code is trimmed, an empty one is not
 * sent and the form says so. A code the server refuses (`invalid_voucher`) gets the server's message under
 * the field; any other failure a message of the form's own. The code typed stays for correction either way.
 */
export function VoucherForm({
  initialCode = null,
  checkAtOnce = false,
  focusOnMount = false,
  onChecked,
  onEdited,
}: VoucherFormProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const startsChecking = checkAtOnce && Boolean(initialCode?.trim());
  const [code, setCode] = useState(initialCode ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(startsChecking);
  const field = useRef<HTMLInputElement>(null);
  // The latest check: an answer to an earlier one (the viewer checked again meanwhile) is dropped.
  const latest = useRef(0);
  const checked = useRef(false);

  /** Asks the server about a trimmed code; the form shows it busy meanwhile. */
  async function lookUp(trimmed: string): Promise<void> {
    const call = ++latest.current;
    try {
      const voucher = await checkVoucher(trimmed);
      if (call !== latest.current) return;
      checked.current = true;
      onChecked(voucher);
    } catch (caught) {
      if (call !== latest.current) return;
      setError(voucherErrorText(t, caught, 'VOUCHER_ERROR_GENERIC'));
      field.current?.focus();
    }
    if (call === latest.current) setBusy(false);
  }

  function check(typed: string): void {
    const trimmed = typed.trim();
    if (!trimmed) {
      setError(t('VOUCHER_CODE_EMPTY'));
      field.current?.focus();
      return;
    }
    setError('');
    setBusy(true);
    void lookUp(trimmed);
  }

  // Once, when the form appears: the popup's field takes the cursor; a code from a link is checked.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (focusOnMount) field.current?.focus();
    if (startsChecking && initialCode) void lookUp(initialCode.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    check(code);
  }

  function edit(value: string): void {
    setCode(value);
    if (error) setError('');
    if (checked.current) {
      checked.current = false;
      onEdited();
    }
  }

  return (
    <form className={styles.form} noValidate aria-busy={busy} onSubmit={submit}>
      <label className={styles.label} htmlFor={`${id}-code`}>
        {t('VOUCHER_CODE_LABEL')}
      </label>
      <div className={styles.row}>
        <input
          ref={field}
          id={`${id}-code`}
          name="voucher"
          className={styles.input}
          value={code}
          maxLength={TYPED_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => edit(event.target.value)}
        />
        <button type="submit" className="palco-button" disabled={busy}>
          {t('VOUCHER_CHECK')}
        </button>
      </div>
      <p id={errorId} className={styles.error}>
        {error}
      </p>
      <p role="status" className={styles.status}>
        {busy ? t('VOUCHER_CHECKING') : ''}
      </p>
    </form>
  );
}
