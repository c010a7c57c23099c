import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { TOAST_DURATION_MS } from '../constants';
import { Modal } from './Modal';
import { Toast } from './Toast';

const i18n = createI18n('pt_PT');

describe('Modal', () => {
  it('is a labelled dialog that closes on Escape when dismissable', () => {
    const onClose = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Modal title="Entrar" onClose={onClose}>
          <input aria-label="E-mail" />
        </Modal>
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toHaveAttribute('aria-modal', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape when not dismissable', () => {
    const onClose = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Modal title="Obrigatório" onClose={onClose} dismissable={false}>
          <button type="button">OK</button>
        </Modal>
      </I18nextProvider>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('traps Tab focus inside', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <button type="button">fora</button>
        <Modal title="Trap" onClose={() => undefined}>
          <input aria-label="primeiro" />
          <button type="button">último</button>
        </Modal>
      </I18nextProvider>,
    );
    expect(screen.getByLabelText('primeiro')).toHaveFocus();
    await user.tab();
    expect(screen.getByText('último')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('primeiro')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  });
});

describe('Toast', () => {
  it('hides after 3 s', () => {
    jest.useFakeTimers();
    const onHide = jest.fn();
    render(<Toast message="Dados guardados com sucesso!" onHide={onHide} />);
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(onHide).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
