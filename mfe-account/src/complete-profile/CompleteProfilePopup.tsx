import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@palco/shared';
import { CompleteProfileForm, type CompleteProfileFormProps } from './CompleteProfileForm';

/** One of the spec's modals (400-600 px, section 2). */
export const COMPLETE_PROFILE_POPUP_WIDTH_PX = 480;

export type CompleteProfilePopupProps = CompleteProfileFormProps;

/**
 * Registration step 2 and the complete-profile popup (spec sections 4 and 5), around the form the
 * `/completar-perfil` page shows too. Neither can be dismissed (an account of this service is not completed
 * without its name); a failed call keeps the popup open with what was typed and says why.
 */
export function CompleteProfilePopup(props: CompleteProfilePopupProps): ReactNode {
  const { t } = useTranslation();
  const title = props.mode === 'register' ? t('ACCOUNT_DETAILS_TITLE') : t('ACCOUNT_COMPLETE_TITLE');
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
