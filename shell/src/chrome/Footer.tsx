import { useId, type ReactNode } from 'react';
import { AppLink, isFeatureOn, useSession, useSettings, useTranslation } from '@palco/shared';
import { LanguageSelect } from './LanguageSelect';
import { PrivacySettingsButton } from './PrivacySettingsButton';
import { footerExternalLinks, type ExternalLink } from './settings-links';
import { useInternationalBase } from './use-international-base';
import * as styles from './Footer.module.css';

interface PageLink {
  href: string;
  labelKey: string;
  /** Plans and vouchers appear only while monetization is on (spec section 6). */
  monetization?: boolean;
  /** The home base layout's only: hidden when the viewer's base layout is international (spec section 2). */
  homeOnly?: boolean;
}

const PAGE_LINKS: readonly PageLink[] = [
  { href: '/perguntas-frequentes', labelKey: 'SHELL_FOOTER_FAQ' },
  { href: '/contactos', labelKey: 'SHELL_FOOTER_CONTACTS' },
  { href: '/termos-e-condicoes', labelKey: 'SHELL_FOOTER_TERMS' },
  { href: '/adira-ja', labelKey: 'SHELL_FOOTER_SUBSCRIBE', monetization: true, homeOnly: true },
  { href: '/politica-privacidade', labelKey: 'SHELL_FOOTER_PRIVACY' },
  { href: '/politica-cookies', labelKey: 'SHELL_FOOTER_COOKIES' },
  { href: '/promo', labelKey: 'SHELL_FOOTER_PROMO', monetization: true },
];

/** The site footer of the default and home layouts (spec section 2, "Footer"). */
export function Footer(): ReactNode {
  const { t } = useTranslation();
  const settings = useSettings();
  const monetization = settings.monetization === 1;
  const international = useInternationalBase();
  // A signed-in viewer chooses the language in the profile menu, which the international header has not;
  // both follow flag `other_languages`.
  const visitor = useSession((s) => s.account) === null;
  const languages = (visitor || international) && isFeatureOn(settings, 'other_languages');
  const { complaintsBook, social, stores } = footerExternalLinks(settings.links);
  const socialId = useId();
  const appsId = useId();

  const external = (link: ExternalLink, className: string | undefined): ReactNode => (
    <a
      href={link.href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={`link-${link.key}`}
    >
      {t(`SHELL_LINK_${link.key.toUpperCase()}`)}
      <span className="palco-visually-hidden"> {t('SHELL_NEW_WINDOW')}</span>
    </a>
  );

  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.inner}>
        <nav aria-label={t('SHELL_FOOTER_LABEL')}>
          <ul className={styles.links}>
            {PAGE_LINKS.filter(
              (link) => (monetization || !link.monetization) && !(international && link.homeOnly),
            ).map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className={styles.link}>
                  {t(link.labelKey)}
                </AppLink>
              </li>
            ))}
            <li>
              <PrivacySettingsButton className={styles.link} />
            </li>
            {complaintsBook && <li>{external(complaintsBook, styles.link)}</li>}
          </ul>
        </nav>
        {(social.length > 0 || stores.length > 0) && (
          <div className={styles.external}>
            {social.length > 0 && (
              <section aria-labelledby={socialId}>
                <h2 id={socialId} className={styles.heading}>
                  {t('SHELL_FOOTER_SOCIAL')}
                </h2>
                <ul className={styles.pills}>
                  {social.map((link) => (
                    <li key={link.key}>{external(link, styles.pill)}</li>
                  ))}
                </ul>
              </section>
            )}
            {stores.length > 0 && (
              <section aria-labelledby={appsId}>
                <h2 id={appsId} className={styles.heading}>
                  {t('SHELL_FOOTER_APPS')}
                </h2>
                <ul className={styles.pills}>
                  {stores.map((link) => (
                    <li key={link.key}>{external(link, styles.pill)}</li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
        {languages && <LanguageSelect />}
        <p className={styles.copyright}>{t('SHELL_FOOTER_COPYRIGHT', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
