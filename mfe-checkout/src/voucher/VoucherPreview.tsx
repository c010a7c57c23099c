import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import type { Voucher } from '@palco/contracts';
import { bus, formatPrice, loadAccount, useSession, useTranslation } from '@palco/shared';
import { rememberPendingVoucher, takePendingVoucher } from './pending-voucher';
import { redeemVoucher, voucherErrorText, type VoucherRedeemed } from './voucher-api';
import * as styles from './Voucher.module.css';

/** Where a product voucher is paid for: the plans page opens the payment with it. */
export const voucherPaymentPath = (voucher: Voucher): string =>
  `/adira-ja?plan=${encodeURIComponent(voucher.plan.id)}&voucher=${encodeURIComponent(voucher.code)}`;

/** Where a visitor comes back to once signed in: the promo page, the code filled in and checked. */
export const voucherReturnPath = (code: string): string => `/promo?code=${encodeURIComponent(code)}`;

export interface VoucherPreviewProps {
  voucher: Voucher;
  onRedeemed: (result: VoucherRedeemed) => void;
  /** Called before the viewer is sent on (to sign in, or to pay): a popup closes. */
  onLeave?: () => void;
}

/** What the voucher gives, in the viewer's words: days of a plan, or a discount on it. */
function benefitOf(voucher: Voucher, t: ReturnType<typeof useTranslation>['t'], language: string): string {
  const plan = voucher.plan.name;
  if (voucher.type === 'prepaid' || voucher.type === 'promotion') {
    const key = voucher.type === 'prepaid' ? 'VOUCHER_PREPAID' : 'VOUCHER_PROMOTION';
    return t(key, { count: voucher.days ?? voucher.discount.amount, plan });
  }
  const discount =
    voucher.discount.kind === 'percentage'
      ? new Intl.NumberFormat(language.replace('_', '-'), {
          style: 'percent',
          maximumFractionDigits: 2,
        }).format(voucher.discount.amount / 100)
      : formatPrice(voucher.discount.amount, voucher.currency, language);
  return t('VOUCHER_DISCOUNT', { discount, plan });
}

/**
 * What a checked code unlocks (spec section 4): the plan, its days or its discount, the price with it in
 * the viewer's currency format, the voucher's own words, and the way on. A prepaid or promotion voucher is
 * redeemed here (`POST /v1/subscription`; the account reloads, now premium); a product voucher goes on to
 * pay for its plan. A visitor is asked to sign in first and comes back to /promo with the code.
 */
export function VoucherPreview({ voucher, onRedeemed, onLeave }: VoucherPreviewProps): ReactNode {
  const { t, i18n } = useTranslation();
  const id = useId();
  const signedIn = useSession((state) => state.token !== null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const inFlight = useRef(false);
  const language = i18n.language;
  const price = (value: number): string => formatPrice(value, voucher.currency, language);
  const period = t(`PERIOD_${voucher.plan.period_type}`);
  const product = voucher.type === 'product';

  // What the code unlocks is read out (and the way on is a Tab away) as soon as it shows.
  useEffect(() => heading.current?.focus(), [voucher.code]);

  async function redeem(): Promise<void> {
    if (inFlight.current) return;
    setError('');
    if (!signedIn) {
      rememberPendingVoucher(voucher.code);
      onLeave?.();
      bus.emit('overlay:open', { name: 'login', redirectTo: voucherReturnPath(voucher.code) });
      return;
    }
    if (product) {
      onLeave?.();
      navigateToUrl(voucherPaymentPath(voucher));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const userPlan = await redeemVoucher(voucher);
      // Premium now: the account again, so the header drops "Aderir" (as after a payment).
      await loadAccount().catch((caught: unknown) => console.warn('The account could not reload', caught));
      onRedeemed({ voucher, userPlan, joinedDuringFlow: takePendingVoucher(voucher.code) });
    } catch (caught) {
      setError(voucherErrorText(t, caught, 'VOUCHER_REDEEM_ERROR'));
      setBusy(false);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <section className={styles.preview} aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('VOUCHER_PREVIEW_TITLE', { code: voucher.code })}
      </h2>
      <p>{benefitOf(voucher, t, language)}</p>
      <p className={styles.price}>
        {voucher.price === 0
          ? t('VOUCHER_PRICE_FREE', { full: `${price(voucher.full_price)} ${period}` })
          : t('VOUCHER_PRICE_AFTER', {
              price: price(voucher.price),
              period,
              full: price(voucher.full_price),
            })}
      </p>
      {voucher.voucher_information && <p className={styles.muted}>{voucher.voucher_information}</p>}
      {!signedIn && <p className={styles.muted}>{t('VOUCHER_SIGN_IN_FIRST')}</p>}
      <p role="alert" className={styles.alert}>
        {error}
      </p>
      <p role="status" className={styles.status}>
        {busy ? t('VOUCHER_REDEEMING') : ''}
      </p>
      <div className={styles.actions}>
        <button type="button" className="palco-button" disabled={busy} onClick={() => void redeem()}>
          {t(product ? 'VOUCHER_TO_PAYMENT' : 'VOUCHER_REDEEM')}
        </button>
      </div>
    </section>
  );
}
