import { type ReactNode, useState } from 'react';
import type { Checkout, Plan } from '@palco/contracts';
import { formatPrice, useTranslation } from '@palco/shared';
import * as styles from './PaymentPopup.module.css';

/** A Multibanco reference as ATMs show it: three groups of three digits. */
export const formatMultibancoReference = (reference: string): string =>
  reference.replace(/\D/g, '').replace(/(\d{3})(?=\d)/g, '$1 ');

/** What the checkout charges, in the viewer's language: a product voucher's price, or the plan's. */
function amountOf(checkout: Checkout, plan: Plan, language: string): string {
  return formatPrice(checkout.amount ?? plan.price, checkout.currency ?? plan.currency, language);
}

/** A value to type elsewhere (an ATM, a bank's site), with a button that copies it and says so. */
function Copyable({
  label,
  value,
  copyValue,
}: {
  label: string;
  value: string;
  copyValue?: string;
}): ReactNode {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  return (
    <>
      <span>{value}</span>
      {canCopy && (
        <button
          type="button"
          className={`palco-button palco-button--ghost ${styles.copy}`}
          aria-label={t('PAYMENT_COPY', { what: label })}
          onClick={() => {
            navigator.clipboard.writeText(copyValue ?? value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t('PAYMENT_COPY_SHORT')}
        </button>
      )}
      <span role="status" className={styles.hint}>
        {copied ? t('PAYMENT_COPIED', { what: label }) : ''}
      </span>
    </>
  );
}

export interface ReferenceViewProps {
  checkout: Checkout & { multibanco: NonNullable<Checkout['multibanco']> };
  plan: Plan;
  onCheckNow: () => void;
  onClose: () => void;
}

/**
 * A Multibanco reference to pay at an ATM or in home banking: entity, reference, amount and the last moment
 * it can be paid. The popup keeps asking for the status meanwhile; closing it loses nothing (the plan
 * starts when the reference is paid, and a reload of this tab shows it again).
 */
export function ReferenceView({ checkout, plan, onCheckNow, onClose }: ReferenceViewProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { entity, reference, expires_at: expiresAt } = checkout.multibanco;
  const until = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(expiresAt));
  return (
    <>
      <p className={styles.summary}>{t('PAYMENT_REFERENCE_TEXT')}</p>
      <dl className={styles.details} data-testid="multibanco-reference">
        <dt>{t('PAYMENT_ENTITY')}</dt>
        <dd>
          <Copyable label={t('PAYMENT_ENTITY')} value={entity} />
        </dd>
        <dt>{t('PAYMENT_REFERENCE')}</dt>
        <dd>
          <Copyable
            label={t('PAYMENT_REFERENCE')}
            value={formatMultibancoReference(reference)}
            copyValue={reference}
          />
        </dd>
        <dt>{t('PAYMENT_AMOUNT')}</dt>
        <dd>{amountOf(checkout, plan, i18n.language)}</dd>
        <dt>{t('PAYMENT_VALID_UNTIL')}</dt>
        <dd>{until}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className="palco-button" onClick={onCheckNow}>
          {t('PAYMENT_I_PAID')}
        </button>
        <button type="button" className="palco-button palco-button--ghost" onClick={onClose}>
          {t('PAYMENT_CLOSE')}
        </button>
      </div>
    </>
  );
}

export interface TransferViewProps {
  checkout: Checkout & { transfer: NonNullable<Checkout['transfer']> };
  plan: Plan;
  onClose: () => void;
}

/**
 * Section 2's bank-transfer success: the order is registered, and this is where to send the money and with
 * which reference; the plan starts when the bank tells Palco the money arrived.
 */
export function TransferView({ checkout, plan, onClose }: TransferViewProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { iban, bic, beneficiary, reference } = checkout.transfer;
  const amount = amountOf(checkout, plan, i18n.language);
  return (
    <>
      <p role="status" className={styles.summary}>
        {t('PAYMENT_TRANSFER_TEXT', { amount, plan: plan.name })}
      </p>
      <dl className={styles.details} data-testid="transfer-details">
        <dt>{t('PAYMENT_BENEFICIARY')}</dt>
        <dd>{beneficiary}</dd>
        <dt>IBAN</dt>
        <dd>
          <Copyable label="IBAN" value={iban} copyValue={iban.replace(/\s/g, '')} />
        </dd>
        <dt>{t('PAYMENT_BIC')}</dt>
        <dd>{bic}</dd>
        <dt>{t('PAYMENT_TRANSFER_REFERENCE')}</dt>
        <dd>
          <Copyable label={t('PAYMENT_TRANSFER_REFERENCE')} value={reference} />
        </dd>
        <dt>{t('PAYMENT_AMOUNT')}</dt>
        <dd>{amount}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className="palco-button" onClick={onClose}>
          {t('PAYMENT_ERROR_OK')}
        </button>
      </div>
    </>
  );
}
