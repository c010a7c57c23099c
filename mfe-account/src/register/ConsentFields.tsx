import { type ReactElement, type ReactNode, type Ref, useId } from 'react';
import { Trans } from 'react-i18next/TransWithoutContext';
import { useSettings, useTranslation } from '@palco/shared';
import * as styles from '../ui/form.module.css';
import { OptinField } from './OptinField';

/** Where the terms and the privacy policy live when the settings do not say (the site's own pages). */
const DEFAULT_TERMS_URL = '/termos-e-condicoes';
const DEFAULT_PRIVACY_URL = '/politica-privacidade';

export interface ConsentFieldsProps {
  agree: boolean;
  optin: boolean;
  onAgreeChange: (agree: boolean) => void;
  onOptinChange: (optin: boolean) => void;
  /** Already translated. */
  agreeError?: string | null;
  agreeRef?: Ref<HTMLInputElement>;
}

/**
 * The agreement to the terms of use and privacy policy (required) and the marketing opt-in (optional),
 * as registration and the complete-profile popup ask them (spec section 5). The policies open in a new
 * tab, so nothing typed in the form is lost.
 */
export function ConsentFields({
  agree,
  optin,
  onAgreeChange,
  onOptinChange,
  agreeError,
  agreeRef,
}: ConsentFieldsProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { links } = useSettings();
  const id = useId();
  const errorId = `${id}-agree-error`;
  const link = (href: string): ReactElement => (
    <a href={href} target="_blank" rel="noreferrer">
      {href}
    </a>
  );
  return (
    <>
      <div className={styles.field}>
        <div className={styles.check}>
          <input
            ref={agreeRef}
            id={`${id}-agree`}
            type="checkbox"
            name="agree"
            checked={agree}
            aria-invalid={Boolean(agreeError)}
            aria-describedby={agreeError ? errorId : undefined}
            onChange={(event) => onAgreeChange(event.target.checked)}
          />
          <label htmlFor={`${id}-agree`}>
            <Trans
              t={t}
              i18n={i18n}
              i18nKey="ACCOUNT_REGISTER_AGREE"
              components={{
                terms: link(links.terms ?? DEFAULT_TERMS_URL),
                privacy: link(links.privacy ?? DEFAULT_PRIVACY_URL),
              }}
            />
          </label>
        </div>
        <p id={errorId} className={styles.error}>
          {agreeError ?? ''}
        </p>
      </div>
      <OptinField optin={optin} onChange={onOptinChange} />
    </>
  );
}
