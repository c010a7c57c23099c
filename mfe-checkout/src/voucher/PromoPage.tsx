import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { Modal, usePageTitle, useSession, useTranslation } from '@palco/shared';
import type { VoucherRedeemed } from './voucher-api';
import { VoucherSuccess } from './VoucherSuccess';
import { VoucherView } from './VoucherView';
import * as styles from './Voucher.module.css';

/**
 * `/promo`: the voucher form as a page (the footer's promo-code link). `?code=` fills it in and checks it
 * at once, which is how a visitor who pressed "join" comes back from signing in. The success popup's
 * button goes home.
 */
export function PromoPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('CHECKOUT_PROMO_TITLE'));
  const [params] = useSearchParams();
  const code = params.get('code');
  const signedIn = useSession((state) => state.token !== null);
  const [success, setSuccess] = useState<VoucherRedeemed | null>(null);

  const home = (): void => {
    setSuccess(null);
    navigateToUrl('/');
  };

  return (
    <section className={styles.page} aria-labelledby="promo-title">
      <h1 id="promo-title">{t('CHECKOUT_PROMO_TITLE')}</h1>
      {/* Signing in, or a new `?code=`, starts the form again: the code is checked for who is there now. */}
      <VoucherView
        key={`${signedIn ? 'viewer' : 'visitor'} ${code ?? ''}`}
        initialCode={code}
        onRedeemed={setSuccess}
      />
      {success && (
        <Modal title={t('VOUCHER_SUCCESS_TITLE')} onClose={home}>
          <VoucherSuccess result={success} onHome={home} />
        </Modal>
      )}
    </section>
  );
}
