import { type ReactNode, useState } from 'react';
import type { Device } from '@palco/contracts';
import {
  AppLink,
  bus,
  endSession,
  isFeatureOn,
  Spinner,
  usePageTitle,
  useSession,
  useSettings,
  useTranslation,
} from '@palco/shared';
import { languageTagOf } from '../errors/account-errors';
import { PROFILE_PATH } from '../navigation/account-paths';
import { SignInPrompt } from '../profile/SignInPrompt';
import * as buttons from '../ui/buttons.module.css';
import * as page from '../ui/page.module.css';
import { deviceName, formatSeen, platformName } from './device-name';
import { removeDevice, useDevices } from './devices-api';
import { RemoveDevicePopup } from './RemoveDevicePopup';
import * as styles from './DevicesPage.module.css';

/**
 * `/profile/devices` (spec sections 1 and 9): the devices signed in to the account, at most 10, each with
 * its name, platform and last use, this one marked; any can be removed after a confirmation, which signs
 * it out (this one included: the viewer is then signed out here). Behind the `device_management` flag.
 */
export function DevicesPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('ACCOUNT_PAGE_DEVICES'));
  const token = useSession((state) => state.token);
  const accountId = useSession((state) => state.account?.id ?? null);
  const enabled = isFeatureOn(useSettings(), 'device_management');

  let body: ReactNode;
  if (!token) body = <SignInPrompt message={t('ACCOUNT_DEVICES_SIGNED_OUT')} />;
  else if (!enabled) body = <p className={page.intro}>{t('ACCOUNT_DEVICES_UNAVAILABLE')}</p>;
  else if (!accountId) body = <Spinner />;
  else body = <DeviceList accountId={accountId} />;

  return (
    <section className={page.page} aria-labelledby="account-devices-title">
      <h1 id="account-devices-title">{t('ACCOUNT_PAGE_DEVICES')}</h1>
      {body}
      <p className={page.back}>
        <AppLink href={PROFILE_PATH} className={buttons.textLink}>
          {t('ACCOUNT_BACK_TO_ACCOUNT')}
        </AppLink>
      </p>
    </section>
  );
}

function DeviceList({ accountId }: { accountId: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading, mutate } = useDevices(accountId);
  const [removing, setRemoving] = useState<Device | null>(null);

  async function remove(device: Device): Promise<void> {
    await removeDevice(device.id);
    setRemoving(null);
    if (device.current) {
      // The server signed this device out already: the session ends here the one shared way.
      await endSession('signed-out');
      return;
    }
    bus.emit('toast:show', { message: t('ACCOUNT_DEVICE_REMOVED'), kind: 'success' });
    await mutate();
  }

  if (isLoading) return <Spinner />;
  if (error || !data) return <p role="alert">{t('ACCOUNT_DEVICES_ERROR')}</p>;
  const languageTag = languageTagOf(i18n.language);

  return (
    <>
      <p className={page.intro}>{t('ACCOUNT_DEVICES_DESC', { max: data.max_devices })}</p>
      <p className={styles.count}>
        {t('ACCOUNT_DEVICES_COUNT', { count: data.devices.length, max: data.max_devices })}
      </p>
      <ul className={styles.list} aria-label={t('ACCOUNT_DEVICES_LIST')}>
        {data.devices.map((device) => {
          const name = deviceName(t, device);
          const platform = platformName(t, device.platform);
          return (
            <li key={device.id} className={styles.device}>
              <div className={styles.details}>
                <span className={styles.name}>{name}</span>
                {device.current && <span className={styles.current}>{t('ACCOUNT_DEVICE_CURRENT')}</span>}
                {platform && <span className={styles.meta}>{platform}</span>}
                <span className={styles.meta}>
                  {t('ACCOUNT_DEVICE_LAST_SEEN', { date: formatSeen(device.last_seen, languageTag) })}
                </span>
              </div>
              <button
                type="button"
                className={buttons.secondary}
                aria-label={t('ACCOUNT_DEVICE_REMOVE_LABEL', { name })}
                onClick={() => setRemoving(device)}
              >
                {t('ACCOUNT_DEVICE_REMOVE')}
              </button>
            </li>
          );
        })}
      </ul>
      {removing && (
        <RemoveDevicePopup
          name={deviceName(t, removing)}
          current={removing.current}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
