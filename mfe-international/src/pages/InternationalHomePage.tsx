import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { PartnerFrame } from '../frame/PartnerFrame';
import * as styles from './InternationalPage.module.css';

/** `/international`: the welcome for viewers abroad and the partner's sign-up frame. */
export function InternationalHomePage(): ReactNode {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="intl-home-title">
      <h1 id="intl-home-title" className={styles.title}>
        {t('INTL_HOME_TITLE')}
      </h1>
      <p className={styles.lead}>{t('INTL_HOME_SUBTITLE')}</p>
      <PartnerFrame />
    </section>
  );
}
