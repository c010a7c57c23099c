import type { ReactNode } from 'react';
import { AppLink, isFeatureOn, useSession, useSettings, useTranslation } from '@palco/shared';
import { canSwitchProfile, SWITCH_PROFILE_PATH } from '../utils/viewing-rules';
import * as styles from './ContentDetail.module.css';

/**
 * In place of a title (or its episodes) that the profile's parental restriction keeps from it. Asking
 * again would be refused again, so there is no retry: a family account is offered another profile, any
 * other the way home. On the title's page the notice is the page's heading.
 */
export function RestrictedNotice({ page = false }: { page?: boolean }): ReactNode {
  const { t } = useTranslation();
  const multiProfileOn = isFeatureOn(useSettings(), 'multi_profile');
  const switchable = useSession((state) => canSwitchProfile(state.account, multiProfileOn));
  const Message = page ? 'h1' : 'p';
  return (
    <div role="status" className={styles.restricted} data-testid="content-restricted">
      <Message className={styles.restrictedMessage}>{t('CATALOGUE_CONTENT_RESTRICTED')}</Message>
      {switchable ? (
        <AppLink href={SWITCH_PROFILE_PATH} className="palco-button">
          {t('CATALOGUE_CONTENT_SWITCH_PROFILE')}
        </AppLink>
      ) : (
        <AppLink href="/" className="palco-button palco-button--ghost">
          {t('CATALOGUE_CONTENT_HOME')}
        </AppLink>
      )}
    </div>
  );
}
