import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

export interface DialogProps {
  title: string;
  message: string;
  onOk: () => void;
  okLabel?: string;
}

/** The generic error/info dialog: a message and one OK button. */
export function Dialog({ title, message, onOk, okLabel }: DialogProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onOk} width={400}>
      <p style={{ whiteSpace: 'pre-line' }}>{message}</p>
      <button type="button" className="palco-button" onClick={onOk}>
        {okLabel ?? t('GENERIC_OK')}
      </button>
    </Modal>
  );
}
