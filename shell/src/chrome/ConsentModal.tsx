import { useId, useState, type ReactNode } from 'react';
import { addTranslations, bus, Modal, useTranslation } from '@palco/shared';
import { readConsent, saveConsent } from './consent';
import * as styles from './ConsentModal.module.css';
import { consentDictionaries } from './consent-i18n';

addTranslations(consentDictionaries);

export interface ConsentModalProps {
  onClose: () => void;
}

type Category = 'necessary' | 'analytics' | 'marketing';
const CATEGORIES: readonly Category[] = ['necessary', 'analytics', 'marketing'];

/** The consent manager: one switch per cookie category; necessary cookies are always on. */
export function ConsentModal({ onClose }: ConsentModalProps): ReactNode {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [choices, setChoices] = useState(() => {
    const { analytics, marketing } = readConsent();
    return { analytics, marketing };
  });

  const save = (next: typeof choices): void => {
    try {
      saveConsent(next);
      bus.emit('toast:show', { message: t('SHELL_CONSENT_SAVED'), kind: 'success' });
      onClose();
    } catch (error) {
      console.error('cookie choices could not be saved', error);
      bus.emit('toast:show', { message: t('SHELL_CONSENT_SAVE_FAILED'), kind: 'error' });
    }
  };

  return (
    <Modal title={t('SHELL_CONSENT_TITLE')} onClose={onClose} width={520}>
      <p className={styles.intro}>{t('SHELL_CONSENT_INTRO')}</p>
      <ul className={styles.list}>
        {CATEGORIES.map((category) => {
          const id = `${idPrefix}-${category}`;
          const key = category.toUpperCase();
          return (
            <li key={category} className={styles.category}>
              <div className={styles.text}>
                <label htmlFor={id} className={styles.label}>
                  {t(`SHELL_CONSENT_${key}`)}
                </label>
                <p id={`${id}-desc`} className={styles.description}>
                  {t(`SHELL_CONSENT_${key}_DESC`)}
                </p>
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className={styles.switchInput}
                aria-describedby={`${id}-desc`}
                checked={category === 'necessary' ? true : choices[category]}
                disabled={category === 'necessary'}
                onChange={(event) => {
                  if (category !== 'necessary') setChoices({ ...choices, [category]: event.target.checked });
                }}
              />
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className="palco-button palco-button--ghost"
          onClick={() => save({ analytics: true, marketing: true })}
        >
          {t('SHELL_CONSENT_ACCEPT_ALL')}
        </button>
        <button
          type="button"
          className="palco-button"
          data-testid="consent-save"
          onClick={() => save(choices)}
        >
          {t('SHELL_CONSENT_SAVE')}
        </button>
      </div>
    </Modal>
  );
}
