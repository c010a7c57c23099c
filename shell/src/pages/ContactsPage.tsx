import type { ReactNode } from 'react';
import { AppLink, useSettings, useTranslation } from '@palco/shared';
import { footerExternalLinks, supportEmail } from '../chrome/settings-links';
import { PageSection } from './PageSection';
import { StaticPage } from './StaticPage';
import { SUPPORT_HOURS, SUPPORT_TIME_ZONE } from './support-hours';
import * as styles from './StaticPage.module.css';

/** `/contactos`: support hours, the support e-mail when the settings give one, and where else to look. */
export function ContactsPage(): ReactNode {
  const { t } = useTranslation();
  const { links } = useSettings();
  const email = supportEmail(links);
  const { complaintsBook } = footerExternalLinks(links);

  return (
    <StaticPage name="contacts" titleKey="SHELL_CONTACTS_TITLE" introKey="SHELL_CONTACTS_INTRO">
      <PageSection title={t('SHELL_CONTACTS_HOURS_TITLE')}>
        <dl className={styles.hours} data-testid="support-hours">
          {SUPPORT_HOURS.map(({ daysKey, opens, closes }) => (
            <div key={daysKey}>
              <dt>{t(daysKey)}</dt>
              <dd>{t('SHELL_CONTACTS_HOURS', { opens, closes })}</dd>
            </div>
          ))}
        </dl>
        <p>{t('SHELL_CONTACTS_TIME_ZONE', { zone: SUPPORT_TIME_ZONE })}</p>
      </PageSection>
      <PageSection title={t('SHELL_CONTACTS_WRITE_TITLE')}>
        {email ? (
          <p>
            {t('SHELL_CONTACTS_WRITE')}{' '}
            <a href={`mailto:${email}`} data-testid="support-email">
              {email}
            </a>
          </p>
        ) : (
          <p>{t('SHELL_CONTACTS_NO_EMAIL')}</p>
        )}
        <p>{t('SHELL_CONTACTS_WRITE_TIPS')}</p>
      </PageSection>
      <PageSection title={t('SHELL_CONTACTS_FAQ_TITLE')}>
        <p>
          {t('SHELL_CONTACTS_FAQ')}{' '}
          <AppLink href="/perguntas-frequentes">{t('SHELL_CONTACTS_FAQ_LINK')}</AppLink>
        </p>
      </PageSection>
      {complaintsBook && (
        <PageSection title={t('SHELL_CONTACTS_COMPLAINTS_TITLE')}>
          <p>
            {t('SHELL_CONTACTS_COMPLAINTS')}{' '}
            <a href={complaintsBook.href} target="_blank" rel="noopener noreferrer">
              {t('SHELL_LINK_COMPLAINTS_BOOK')}
              <span className="palco-visually-hidden"> {t('SHELL_NEW_WINDOW')}</span>
            </a>
          </p>
        </PageSection>
      )}
    </StaticPage>
  );
}
