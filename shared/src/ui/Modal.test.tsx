import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { TOAST_DURATION_MS } from '../constants';
import { Modal } from './Modal';
import { Toast } from './Toast';

const i18n = createI18n('pt_PT');

const inI18n = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

/** What the browser sends a modal dialog on Escape. */
function pressEscape(dialog: HTMLElement): Event {
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(dialog, cancel);
  return cancel;
}

describe('Modal', () => {
  it('opens as a labelled modal dialog with its first field focused, and gives focus back on close', () => {
    inI18n(<button type="button">abrir</button>);
    const opener = screen.getByRole('button', { name: 'abrir' });
    opener.focus();
    const { unmount } = inI18n(
      <Modal title="Entrar" onClose={() => undefined}>
        <input aria-label="E-mail" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Entrar' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
  });

  it('asks its owner to close on Escape, the close button and a press on the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    inI18n(
      <Modal title="Entrar" onClose={onClose}>
        <p>texto</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Entrar' });
    // The browser does not close it under React: the owner decides by unmounting it.
    expect(pressEscape(dialog).defaultPrevented).toBe(true);
    expect(dialog).toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    fireEvent.mouseDown(screen.getByText('texto'));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('stays open when not dismissable, even if the browser closes it on a repeated Escape', () => {
    const onClose = jest.fn();
    inI18n(
      <Modal title="Obrigatório" onClose={onClose} dismissable={false}>
        <button type="button">OK</button>
      </Modal>,
    );
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Obrigatório' });
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
    pressEscape(dialog);
    fireEvent.mouseDown(dialog);
    act(() => dialog.close());
    expect(dialog).toHaveAttribute('open');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports a dismissable dialog the browser closed on its own, once', () => {
    const onClose = jest.fn();
    inI18n(
      <Modal title="Entrar" onClose={onClose}>
        <p>texto</p>
      </Modal>,
    );
    act(() => screen.getByRole<HTMLDialogElement>('dialog', { name: 'Entrar' }).close());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes alone when it was opened from inside another modal: Escape and a closing reach only it', () => {
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    inI18n(
      <Modal title="Planos" onClose={closeOuter}>
        <Modal title="Pagamento" onClose={closeInner}>
          <p>cartão</p>
        </Modal>
      </Modal>,
    );
    const inner = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Pagamento' });
    expect(pressEscape(inner).defaultPrevented).toBe(true);
    expect(closeInner).toHaveBeenCalledTimes(1);
    act(() => inner.close());
    expect(closeInner).toHaveBeenCalledTimes(2);
    expect(closeOuter).not.toHaveBeenCalled();

    pressEscape(screen.getByRole('dialog', { name: 'Planos', hidden: true }));
    expect(closeOuter).toHaveBeenCalledTimes(1);
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

  it('shows inside an open modal, where it is seen and announced instead of left inert behind it', () => {
    inI18n(
      <Modal title="PIN" onClose={() => undefined}>
        <p>texto</p>
      </Modal>,
    );
    render(<Toast message="Enviámos um e-mail" onHide={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'PIN' })).toContainElement(screen.getByRole('status'));
  });
});
