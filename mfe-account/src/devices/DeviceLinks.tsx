import type { ReactNode } from 'react';
import { AppLink, isFeatureOn, useSettings, useTranslation } from '@palco/shared';
import { DEVICES_PATH, TV_APP_PATH } from './device-paths';

/**
 * The account area's ways to its devices and to pairing a TV app, each shown only while its flag is on
 * (`device_management`, `tv_code_login`).
 */
export function DeviceLinks(): ReactNode {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <>
      {isFeatureOn(settings, 'device_management') && (
        <AppLink href={DEVICES_PATH} className="palco-button palco-button--ghost">
          {t('ACCOUNT_PAGE_DEVICES')}
        </AppLink>
      )}
      {isFeatureOn(settings, 'tv_code_login') && (
        <AppLink href={TV_APP_PATH} className="palco-button palco-button--ghost">
          {t('ACCOUNT_PAGE_TV_APP')}
        </AppLink>
      )}
    </>
  );
}
