import { createRef, type RefObject } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@palco/shared/testing';
import { dictionaries } from '../i18n';
import { PinInput, type PinInputHandle } from './PinInput';

function renderPin(): { onComplete: jest.Mock; handle: RefObject<PinInputHandle | null> } {
  const onComplete = jest.fn();
  const handle = createRef<PinInputHandle>();
  renderWithProviders(
    <PinInput ref={handle} label="PIN do perfil Tiago" onComplete={onComplete} />,
    dictionaries,
  );
  return { onComplete, handle };
}

const boxes = (): HTMLInputElement[] =>
  [1, 2, 3, 4].map((n) => screen.getByLabelText<HTMLInputElement>(`Dígito ${n} de 4`));

describe('PinInput', () => {
  it('is a labelled group of four single-digit password boxes', () => {
    renderPin();
    expect(screen.getByRole('group', { name: 'PIN do perfil Tiago' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    for (const box of boxes()) {
      expect(box).toHaveAttribute('type', 'password');
      expect(box).toHaveAttribute('inputmode', 'numeric');
    }
  });

  it('moves to the next box with each digit and hands the PIN over on the fourth', async () => {
    const { onComplete } = renderPin();
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '']);
    expect(boxes()[3]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('takes digits only', async () => {
    const { onComplete } = renderPin();
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('a-. e');
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('7x');
    expect(boxes().map((box) => box.value)).toEqual(['7', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('steps back with Backspace, emptying the box it leaves for', async () => {
    renderPin();
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes().map((box) => box.value)).toEqual(['1', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('moves between boxes with the arrow keys, Home and End, and overwrites a digit in place', async () => {
    const { onComplete } = renderPin();
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('9');
    expect(boxes().map((box) => box.value)).toEqual(['1', '9', '', '']);
    await user.keyboard('{End}');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(boxes()[0]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('spreads a pasted PIN over the boxes, dropping anything but digits', async () => {
    const { onComplete } = renderPin();
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.paste('12-34');
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('empties every box and focuses the first on reset', async () => {
    const { handle } = renderPin();
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    act(() => handle.current?.reset());
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
  });
});
