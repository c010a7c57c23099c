import { type ReactNode, useState } from 'react';
import type { Voucher } from '@palco/contracts';
import { addTranslations, useTranslation } from '@palco/shared';
import type { VoucherRedeemed } from './voucher-api';
import { VoucherForm } from './VoucherForm';
import { VoucherPreview } from './VoucherPreview';
import { voucherDictionaries } from './voucher-i18n';
import * as styles from './Voucher.module.css';

// The words come with the code: the voucher view loads when a viewer asks for it.
addTranslations(voucherDictionaries);

// The success popup's content comes in the same chunk: once a voucher is redeemed there is nothing to wait for.
export { VoucherSuccess } from './VoucherSuccess';

export interface VoucherViewProps {
  /** Filled in and checked at once (a link's `?code=`, the code a visitor left to sign in). */
  initialCode?: string | null;
  /** The field takes the cursor when the view appears (the popup switched to it). */
  focusOnMount?: boolean;
  onRedeemed: (result: VoucherRedeemed) => void;
  /** Called before the viewer is sent on (to sign in, or to pay). */
  onLeave?: () => void;
  /** Offers "back to the plans" (inside the subscription popup). */
  onBack?: () => void;
}

/**
 * The voucher popup's content and the /promo page's (spec sections 2 and 4): enter a code, see what it
 * unlocks, join with it.
 */
export function VoucherView({
  initialCode = null,
  focusOnMount = false,
  onRedeemed,
  onLeave,
  onBack,
}: VoucherViewProps): ReactNode {
  const { t } = useTranslation();
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  return (
    <>
      <p className={styles.intro}>{t('VOUCHER_INTRO')}</p>
      <VoucherForm
        initialCode={initialCode}
        checkAtOnce={Boolean(initialCode)}
        focusOnMount={focusOnMount}
        onChecked={setVoucher}
        onEdited={() => setVoucher(null)}
      />
      {voucher && <VoucherPreview voucher={voucher} onRedeemed={onRedeemed} onLeave={onLeave} />}
      {onBack && (
        <div className={styles.actions}>
          <button type="button" className="palco-button palco-button--ghost" onClick={onBack}>
            {t('VOUCHER_BACK')}
          </button>
        </div>
      )}
    </>
  );
}
