import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Voucher } from '@palco/contracts';
import { changeLocale } from '@palco/shared';
import { errorReply, fakeApi, type FakeApi, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { voucherDictionaries } from './voucher-i18n';
import { VoucherForm } from './VoucherForm';

const PALCO30: Voucher = {
  code: 'PALCO30',
  type: 'prepaid',
  plan: { id: 'plan-monthly', name: 'Mensal', period_type: 'M' },
  days: 30,
  discount: { kind: 'days', amount: 30 },
  price: 0,
  full_price: 6.99,
  currency: 'EUR',
  voucher_information: '30 dias do plano Mensal, já pagos.',
};

const invalidVoucher = reply(400, {
  code: 'invalid_voucher',
  message: 'Este código não é válido, já expirou ou já foi usado.',
  error: 'Bad Request',
});

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
  await act(() => changeLocale('pt_PT'));
});

function show(props: Partial<Parameters<typeof VoucherForm>[0]> = {}) {
  const onChecked = jest.fn();
  const onEdited = jest.fn();
  renderWithProviders(
    <VoucherForm onChecked={onChecked} onEdited={onEdited} {...props} />,
    voucherDictionaries,
  );
  return { onChecked, onEdited, user: userEvent.setup() };
}

const field = (): HTMLElement => screen.getByLabelText('Código do voucher');
const check = (): HTMLElement => screen.getByRole('button', { name: 'Verificar' });

describe('the voucher form (spec section 4)', () => {
  it('sends the code trimmed, and hands on what it unlocks', async () => {
    api = fakeApi({ 'GET /v1/voucher/palco30': ok(PALCO30) });
    const { onChecked, user } = show();
    await user.type(field(), '  palco30  ');
    await user.click(check());
    await waitFor(() => expect(onChecked).toHaveBeenCalledWith(PALCO30));
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /v1/voucher/palco30']);
    expect(field()).toHaveValue('  palco30  ');
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends nothing for an empty code and says so under the field, which keeps the focus', async () => {
    api = fakeApi({});
    const { onChecked, user } = show();
    await user.type(field(), '   ');
    await user.keyboard('{Enter}');
    const message = screen.getByText('Escreve o código do voucher.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAttribute('aria-describedby', message.id);
    expect(field()).toHaveFocus();
    expect(api.requests).toEqual([]);
    expect(onChecked).not.toHaveBeenCalled();
  });

  it('shows the server’s message under the field for a refused code, keeping what was typed', async () => {
    api = fakeApi({ 'GET /v1/voucher/NAOEXISTE': invalidVoucher });
    const { onChecked, user } = show();
    await user.type(field(), 'NAOEXISTE');
    await user.click(check());
    const message = await screen.findByText('Este código não é válido, já expirou ou já foi usado.');
    expect(field()).toHaveAttribute('aria-describedby', message.id);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('NAOEXISTE');
    expect(field()).toHaveFocus();
    expect(onChecked).not.toHaveBeenCalled();
    // Typing again clears the message.
    await user.type(field(), 'X');
    expect(screen.queryByText('Este código não é válido, já expirou ou já foi usado.')).toBeNull();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('says something of its own for other failures: the server down, too many wrong codes', async () => {
    api = fakeApi({
      'GET /v1/voucher/PALCO30': errorReply(500, 'Internal'),
      'GET /v1/voucher/OUTRO': reply(
        429,
        { code: 'too_many_attempts', message: 'Demasiadas.', error: 'Too Many Requests' },
        { 'Retry-After': '600' },
      ),
    });
    const { user } = show();
    await user.type(field(), 'PALCO30');
    await user.click(check());
    expect(
      await screen.findByText('Não foi possível verificar o código. Tenta novamente dentro de momentos.'),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('PALCO30');
    await user.clear(field());
    await user.type(field(), 'OUTRO');
    await user.click(check());
    expect(
      await screen.findByText('Demasiados códigos errados. Espera alguns minutos e tenta novamente.'),
    ).toBeInTheDocument();
  });

  it('fills in and checks a code it is given at once, and tells when the code changes after', async () => {
    api = fakeApi({ 'GET /v1/voucher/PALCO30': ok(PALCO30) });
    const { onChecked, onEdited, user } = show({ initialCode: 'PALCO30', checkAtOnce: true });
    expect(field()).toHaveValue('PALCO30');
    await waitFor(() => expect(onChecked).toHaveBeenCalledWith(PALCO30));
    expect(api.requests).toHaveLength(1);
    await user.type(field(), '1');
    expect(onEdited).toHaveBeenCalledTimes(1);
  });

  it('speaks the viewer’s language', async () => {
    await act(() => changeLocale('fr_FR'));
    api = fakeApi({});
    const { user } = show({ focusOnMount: true });
    expect(screen.getByLabelText('Code du bon')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(screen.getByText('Saisissez le code du bon.')).toBeInTheDocument();
  });
});
