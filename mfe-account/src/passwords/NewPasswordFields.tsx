import type { ReactNode, RefObject } from 'react';
import { PASSWORD_MIN_LENGTH, useTranslation } from '@palco/shared';
import { TextField } from '../ui/TextField';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: { password?: string | undefined; confirmation?: string | undefined };
  passwordRef: RefObject<HTMLInputElement | null>;
  confirmationRef: RefObject<HTMLInputElement | null>;
}

/**
 * A new password and its confirmation, as every form that sets one asks for them (reset by code, change
 * while signed in): the length hint, each field's own error, and the browser told it is a new password.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
  passwordRef,
  confirmationRef,
}: NewPasswordFieldsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        ref={passwordRef}
        label={t('ACCOUNT_NEW_PASSWORD')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        hint={t('ACCOUNT_PASSWORD_HINT', { count: PASSWORD_MIN_LENGTH })}
        error={errors.password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <TextField
        ref={confirmationRef}
        label={t('ACCOUNT_CONFIRM_PASSWORD')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        error={errors.confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
    </>
  );
}
