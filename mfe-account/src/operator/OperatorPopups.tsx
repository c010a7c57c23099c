import { type ReactNode, useId, useState } from 'react';
import { Trans } from 'react-i18next/TransWithoutContext';
import type { OperatorProvider } from '@palco/contracts';
import { addTranslations, Modal, useSettings, useTranslation } from '@palco/shared';
import { PROVIDER_LABELS } from '../social/social-entry-i18n';
import * as buttons from '../ui/buttons.module.css';
import * as form from '../ui/form.module.css';
import { agreeOperatorTerms, chooseOperator, offeredOperators } from './operator-choice';
import { operatorDictionaries } from './operator-i18n';
import * as styles from './OperatorPopups.module.css';

addTranslations(operatorDictionaries);

/** The operator popups are 400 px wide (spec section 2). */
export const OPERATOR_POPUP_WIDTH_PX = 400;

export interface OperatorPopupProps {
  onChosen: (provider: OperatorProvider) => void;
  onClose: () => void;
}

/** The operator popup (spec sections 2 and 4): the operators the flags offer; a choice is kept and counted. */
export function OperatorPopup({ onChosen, onClose }: OperatorPopupProps): ReactNode {
  const { t } = useTranslation();
  const operators = offeredOperators(useSettings());
  return (
    <Modal title={t('ACCOUNT_OPERATOR_TITLE')} onClose={onClose} width={OPERATOR_POPUP_WIDTH_PX}>
      <div className={styles.body}>
        <p>{t('ACCOUNT_OPERATOR_DESC')}</p>
        {operators.length === 0 && <p role="status">{t('ACCOUNT_OPERATOR_NONE')}</p>}
        <ul className={styles.list}>
          {operators.map((provider) => (
            <li key={provider.provider}>
              <button
                type="button"
                className={`${buttons.secondary} ${styles.operator}`}
                onClick={() => {
                  chooseOperator(provider.provider);
                  onChosen(provider);
                }}
              >
                {t('ACCOUNT_OPERATOR_WITH', { operator: PROVIDER_LABELS[provider.provider] })}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

export interface OperatorTermsPopupProps {
  provider: OperatorProvider;
  /** The terms were agreed: the sign-in at the operator starts. */
  onAgreed: () => void;
  onCancel: () => void;
}

/** The operator terms popup (spec sections 2 and 5): the agreement is required, else its error shows. */
export function OperatorTermsPopup({ provider, onAgreed, onCancel }: OperatorTermsPopupProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { links } = useSettings();
  const id = useId();
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState(false);
  const operator = PROVIDER_LABELS[provider.provider];
  return (
    <Modal title={t('ACCOUNT_OPERATOR_TERMS_TITLE')} onClose={onCancel} width={OPERATOR_POPUP_WIDTH_PX}>
      <div className={styles.body}>
        <p>
          <Trans
            t={t}
            i18n={i18n}
            i18nKey="ACCOUNT_OPERATOR_TERMS_DESC"
            values={{ operator }}
            components={{
              // Trans puts the translated words in place of the link's own text.
              terms: (
                <a href={links.terms ?? '/termos-e-condicoes'} target="_blank" rel="noreferrer">
                  {links.terms ?? '/termos-e-condicoes'}
                </a>
              ),
            }}
          />
        </p>
        <div className={form.check}>
          <input
            id={`${id}-agree`}
            type="checkbox"
            checked={agree}
            aria-invalid={error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setAgree(event.target.checked);
              if (event.target.checked) setError(false);
            }}
          />
          <label htmlFor={`${id}-agree`}>{t('ACCOUNT_OPERATOR_TERMS_AGREE', { operator })}</label>
        </div>
        <p id={`${id}-error`} className={form.error} role="alert">
          {error ? t('ACCOUNT_OPERATOR_TERMS_REQUIRED') : ''}
        </p>
        <div className={form.actions}>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => {
              if (!agree) {
                setError(true);
                return;
              }
              agreeOperatorTerms();
              onAgreed();
            }}
          >
            {t('ACCOUNT_OPERATOR_TERMS_OK')}
          </button>
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            {t('ACCOUNT_OPERATOR_TERMS_CANCEL')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
