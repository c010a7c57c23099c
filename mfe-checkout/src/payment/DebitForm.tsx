import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { DEBIT_HOLDER_MAX_LENGTH, isValidIban } from '@palco/contracts';
import { useSession, useTranslation } from '@palco/shared';
import type { DebitAccount } from './use-payment-flow';
import * as styles from './PaymentPopup.module.css';

export interface DebitFormProps {
  /** What was typed before the API refused it, kept so nothing has to be typed again. */
  typed: DebitAccount | null;
  /** The API's refusal of the account given (section 8's error under the form). */
  error: string | null;
  onSubmit: (account: DebitAccount) => void;
  /** Back to the choice of method; absent when direct debit is the plan's only method. */
  onBack?: () => void;
}

/**
 * Direct debit's account (section 5: a valid IBAN): its holder, the account's name by default, and the IBAN,
 * checked here as the API checks it again (ISO 13616 check digits), before the bank's page asks to
 * authorise the debit.
 */
export function DebitForm({ typed, error, onSubmit, onBack }: DebitFormProps): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const account = useSession((session) => session.account);
  const [holder, setHolder] = useState(
    () => typed?.holder ?? [account?.first_name, account?.last_name].filter(Boolean).join(' '),
  );
  const [iban, setIban] = useState(typed?.iban ?? '');
  const [problems, setProblems] = useState<{ holder?: string; iban?: string }>(() =>
    error ? { iban: error } : {},
  );
  const holderInput = useRef<HTMLInputElement>(null);
  const ibanInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const next = {
      ...(holder.trim() ? {} : { holder: t('PAYMENT_HOLDER_REQUIRED') }),
      ...(isValidIban(iban) ? {} : { iban: t('PAYMENT_IBAN_INVALID') }),
    };
    setProblems(next);
    if (next.holder) holderInput.current?.focus();
    else if (next.iban) ibanInput.current?.focus();
    else onSubmit({ holder: holder.trim(), iban });
  }

  const field = (
    name: 'holder' | 'iban',
    label: string,
    input: {
      value: string;
      set: (value: string) => void;
      ref: RefObject<HTMLInputElement | null>;
      maxLength: number;
      autoComplete: string;
    },
    hint?: string,
  ): ReactNode => {
    const control = `${id}-${name}`;
    const problem = problems[name];
    const described = [hint ? `${control}-hint` : '', problem ? `${control}-error` : ''].filter(Boolean);
    return (
      <div className={styles.field}>
        <label htmlFor={control}>{label}</label>
        <input
          ref={input.ref}
          id={control}
          name={name}
          type="text"
          autoComplete={input.autoComplete}
          spellCheck={false}
          maxLength={input.maxLength}
          aria-required="true"
          aria-invalid={problem ? true : undefined}
          aria-describedby={described.length > 0 ? described.join(' ') : undefined}
          value={input.value}
          onChange={(event) => input.set(event.target.value)}
        />
        {hint && (
          <p id={`${control}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {problem && (
          <p id={`${control}-error`} className={styles.error}>
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.summary}>{t('PAYMENT_DEBIT_TEXT')}</p>
      {field('holder', t('PAYMENT_DEBIT_HOLDER'), {
        value: holder,
        set: setHolder,
        ref: holderInput,
        maxLength: DEBIT_HOLDER_MAX_LENGTH,
        autoComplete: 'name',
      })}
      {field(
        'iban',
        t('PAYMENT_DEBIT_IBAN'),
        // Room for the spaces people type an IBAN with (34 characters at most without them).
        { value: iban, set: setIban, ref: ibanInput, maxLength: 64, autoComplete: 'off' },
        t('PAYMENT_DEBIT_IBAN_HINT'),
      )}
      <div className={styles.actions}>
        <button type="submit" className="palco-button">
          {t('PAYMENT_CONTINUE')}
        </button>
        {onBack && (
          <button type="button" className="palco-button palco-button--ghost" onClick={onBack}>
            {t('PAYMENT_BACK')}
          </button>
        )}
      </div>
    </form>
  );
}
