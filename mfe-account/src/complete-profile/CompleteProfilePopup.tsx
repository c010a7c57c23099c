import type { ReactNode } from 'react';
import { isOperatorAccount } from '@palco/contracts';
import { Modal, useSession, useTranslation } from '@palco/shared';
import { CompleteProfileForm, type CompleteProfileFormProps } from './CompleteProfileForm';
import { OperatorCompleteForm } from './OperatorCompleteForm';

/** One of the spec's modals (400-600 px, section 2). */
export const COMPLETE_PROFILE_POPUP_WIDTH_PX = 480;

export interface CompleteProfilePopupProps extends CompleteProfileFormProps {
  /** An operator account may close the popup (spec section 4); others cannot. */
  onDismiss?: () => void;
}

/**
 * Registration step 2 and the complete-profile popup (spec sections 4 and 5), around the form the
 * `/completar-perfil` page shows too. Neither can be dismissed (an account of this service is not completed
 * without its name); a failed call keeps the popup open with what was typed and says why. An account made
 * through an operator is asked only for its e-mail, may close the popup and has no logout button there.
 */
export function CompleteProfilePopup({ onDismiss, ...props }: CompleteProfilePopupProps): ReactNode {
  const { t } = useTranslation();
  const account = useSession((state) => state.account);
  const title = props.mode === 'register' ? t('ACCOUNT_DETAILS_TITLE') : t('ACCOUNT_COMPLETE_TITLE');
  if (props.mode === 'complete' && isOperatorAccount(account)) {
    const close = onDismiss ?? props.onDone;
    return (
      <Modal title={title} onClose={close} dismissable width={COMPLETE_PROFILE_POPUP_WIDTH_PX}>
        <OperatorCompleteForm onDone={props.onDone} />
      </Modal>
    );
  }
  return (
    <Modal
      title={title}
      onClose={() => undefined}
      dismissable={false}
      width={COMPLETE_PROFILE_POPUP_WIDTH_PX}
    >
      <CompleteProfileForm {...props} />
    </Modal>
  );
}
