import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '@palco/shared';
import type { VoucherRedeemed } from './voucher-api';
import * as styles from './Voucher.module.css';

export interface VoucherSuccessProps {
  result: VoucherRedeemed;
  /** The button: home (spec section 2, "voucher success popup"). */
  onHome: () => void;
}

/**
 * The voucher success popup's words (spec section 2): the plan and its last day, said one way to a viewer
 * who was signed in from the start and another to one who signed in or signed up on the way; the button
 * goes home.
 */
export function VoucherSuccess({ result, onHome }: VoucherSuccessProps): ReactNode {
  const { t, i18n } = useTranslation();
  const home = useRef<HTMLButtonElement>(null);
  // The popup's one way on has the focus, also when these words arrive after the popup opened.
  useEffect(() => home.current?.focus(), []);
  const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'long' }).format(
    new Date(`${result.userPlan.end_date}T12:00:00Z`),
  );
  return (
    <>
      <p role="status">
        {t(result.joinedDuringFlow ? 'VOUCHER_SUCCESS_JOINED' : 'VOUCHER_SUCCESS_SIGNED_IN', {
          code: result.voucher.code,
          plan: result.userPlan.description,
          date,
        })}
      </p>
      <div className={styles.actions}>
        <button ref={home} type="button" className="palco-button" onClick={onHome}>
          {t('VOUCHER_SUCCESS_HOME')}
        </button>
      </div>
    </>
  );
}
