import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@palco/shared';
import { type FakeRoutes, fakeApi, makeAccount, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { reloadHome } from '../navigation/full-reload';
import { settingsRoute } from '../testing/signup';
import { CompleteProfilePopup } from './CompleteProfilePopup';

jest.mock('../navigation/full-reload', () => ({ reloadHome: jest.fn() }));

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  jest.mocked(reloadHome).mockClear();
});

function renderPopup(
  mode: 'register' | 'complete',
  routes: FakeRoutes,
): { user: ReturnType<typeof userEvent.setup>; onDone: jest.Mock } {
  api = fakeApi({ ...settingsRoute, ...routes });
  const onDone = jest.fn();
  renderWithProviders(
    <CompleteProfilePopup mode={mode} token={mode === 'register' ? 'signup-token' : null} onDone={onDone} />,
    dictionaries,
  );
  return { user: userEvent.setup(), onDone };
}

const save = (user: ReturnType<typeof userEvent.setup>, name = 'Continuar'): Promise<void> =>
  user.click(screen.getByRole('button', { name }));
const describedText = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('registration step 2', () => {
  it('is step 2 of 2 and cannot be dismissed', async () => {
    const { user, onDone } = renderPopup('register', {});
    const dialog = screen.getByRole('dialog', { name: 'Completa o teu registo' });
    expect(within(dialog).getByText('Passo 2 de 2')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(dialog).toHaveAttribute('open');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome e apelido')).toHaveFocus();
    // The agreement was given in step 1.
    expect(screen.queryByRole('checkbox', { name: /Li e aceito/ })).toBeNull();
  });

  it('holds the name to the full-name rule, under the field, with the complete message over the form', async () => {
    const { user } = renderPopup('register', {});
    await save(user);
    const name = screen.getByLabelText('Nome e apelido');
    expect(describedText(name)).toBe('Indica o teu nome e apelido.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Indica o teu nome e aceita os termos de utilização e a política de privacidade.',
    );
    await user.type(name, 'Ana');
    await save(user);
    expect(describedText(name)).toBe(
      'Nome incorreto (pode faltar o apelido ou podes ter usado um carácter inválido).',
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(api?.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('offers the dial codes with Portugal’s +351 first and chosen, and takes digits only in the number', async () => {
    const { user } = renderPopup('register', {});
    const dial = screen.getByLabelText('Indicativo');
    expect(dial).toHaveValue('PT');
    expect(within(dial).getAllByRole('option')[0]).toHaveTextContent('Portugal (+351)');
    expect(within(dial).getAllByRole('option').length).toBeGreaterThanOrEqual(240);

    const number = screen.getByLabelText('Número');
    await user.type(number, '91e2a-345 678');
    expect(number).toHaveValue('912345678');
    await user.keyboard('{Backspace}{ArrowLeft}{Backspace}');
    expect(number).toHaveValue('9123457');
    await user.clear(number);
    await user.paste('+351 912-345-678');
    expect(number).toHaveValue('351912345678');
  });

  it('says a number too short to be a phone is wrong', async () => {
    const { user } = renderPopup('register', {});
    await user.type(screen.getByLabelText('Nome e apelido'), 'Ana Silva');
    await user.type(screen.getByLabelText('Número'), '12');
    await save(user);
    expect(describedText(screen.getByLabelText('Número'))).toBe('Número de telefone incorreto.');
    expect(screen.getByLabelText('Número')).toHaveFocus();
  });

  it('sends the name split as the API keeps it, the phone with its dial code and the gender, with sign-up’s token', async () => {
    const { user, onDone } = renderPopup('register', {
      'PUT /v1/account': ok(makeAccount({ first_name: 'Ana', last_name: 'Silva Santos' })),
    });
    await user.type(screen.getByLabelText('Nome e apelido'), '  Ana  Silva Santos ');
    await user.selectOptions(screen.getByLabelText('Indicativo'), 'FR');
    await user.type(screen.getByLabelText('Número'), '612345678');
    await user.click(screen.getByRole('radio', { name: 'Feminino' }));
    await save(user);

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [update] = api?.requestsTo('/v1/account') ?? [];
    expect(update?.method).toBe('PUT');
    expect(update?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Silva Santos',
      phone: '+33612345678',
      gender: 'f',
    });
    expect(update?.authorization).toBe('Bearer signup-token');
  });

  it('leaves out a phone and gender not given', async () => {
    const { user, onDone } = renderPopup('register', { 'PUT /v1/account': ok(makeAccount()) });
    await user.type(screen.getByLabelText('Nome e apelido'), 'Rui Costa');
    await save(user);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api?.requestsTo('/v1/account')[0]?.body).toEqual({ first_name: 'Rui', last_name: 'Costa' });
  });

  it('keeps the popup and what was typed when the server refuses, saying why under the field', async () => {
    const { user, onDone } = renderPopup('register', {
      'PUT /v1/account': reply(400, {
        code: 'AUTHENTICATION_ERROR_PHONE_INVALID',
        message: 'x',
        error: 'Bad Request',
      }),
    });
    await user.type(screen.getByLabelText('Nome e apelido'), 'Ana Silva');
    await user.type(screen.getByLabelText('Número'), '912345678');
    await save(user);
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Número'))).toBe('Número de telefone incorreto.'),
    );
    expect(screen.getByLabelText('Nome e apelido')).toHaveValue('Ana Silva');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('the complete-profile popup of a signed-in account', () => {
  const incomplete = makeAccount({
    first_name: 'Rui',
    last_name: '',
    phone: '+12685551234',
    gender: 'm',
    completed: false,
    optin: false,
  });

  function signInIncomplete(): void {
    sessionStore.getState().signIn('tok-1');
    sessionStore.getState().setAccount(incomplete);
  }

  it('starts from the account: its name, its phone’s dial code by the longest prefix, its gender', () => {
    signInIncomplete();
    renderPopup('complete', {});
    expect(screen.getByRole('dialog', { name: 'Completa o teu perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome e apelido')).toHaveValue('Rui');
    expect(screen.getByLabelText('Indicativo')).toHaveValue('AG');
    expect(screen.getByLabelText('Número')).toHaveValue('5551234');
    expect(screen.getByRole('radio', { name: 'Masculino' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /novidades e ofertas/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
  });

  it('requires the agreement, then saves, reloads the account and is done once it is completed', async () => {
    signInIncomplete();
    const { user, onDone } = renderPopup('complete', {
      'PUT /v1/account': ok({ ...incomplete, last_name: 'Costa', completed: true }),
      'GET /v1/account': ok({ ...incomplete, last_name: 'Costa', completed: true }),
    });
    await user.type(screen.getByLabelText('Nome e apelido'), ' Costa');
    await save(user, 'Guardar');
    expect(describedText(screen.getByRole('checkbox', { name: /Li e aceito/ }))).toBe(
      'Para continuar, tens de aceitar os termos de utilização e a política de privacidade.',
    );
    expect(api?.requestsTo('/v1/account')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await save(user, 'Guardar');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api?.requests.map((request) => `${request.method} ${request.url}`)).toEqual(
      expect.arrayContaining(['PUT /v1/account', 'GET /v1/account']),
    );
    expect(api?.requestsTo('/v1/account')[0]?.body).toEqual({
      first_name: 'Rui',
      last_name: 'Costa',
      phone: '+12685551234',
      gender: 'm',
      agree: true,
      optin: false,
    });
    expect(sessionStore.getState().account?.completed).toBe(true);
  });

  it('stays open while the reloaded account is still not completed', async () => {
    signInIncomplete();
    const { user, onDone } = renderPopup('complete', {
      'PUT /v1/account': ok(incomplete),
      'GET /v1/account': ok(incomplete),
    });
    await user.type(screen.getByLabelText('Nome e apelido'), ' Costa');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await save(user, 'Guardar');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Indica o teu nome e aceita os termos de utilização e a política de privacidade.',
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('goes home with a full page load when the account cannot be reloaded (spec section 4)', async () => {
    signInIncomplete();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onDone } = renderPopup('complete', {
      'PUT /v1/account': ok(incomplete),
      'GET /v1/account': reply(500, { code: 500, message: 'boom', error: 'Internal' }),
    });
    await user.type(screen.getByLabelText('Nome e apelido'), ' Costa');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await save(user, 'Guardar');
    await waitFor(() => expect(reloadHome).toHaveBeenCalledTimes(1));
    expect(onDone).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('an operator account (spec sections 4 and 5)', () => {
  const operator = makeAccount({ email: '', completed: false, extraParameters: { origin: 'meo' } });

  function renderOperator(routes: FakeRoutes): {
    user: ReturnType<typeof userEvent.setup>;
    onDone: jest.Mock;
    onDismiss: jest.Mock;
  } {
    api = fakeApi({ ...settingsRoute, ...routes });
    sessionStore.getState().setAccount(operator);
    const onDone = jest.fn();
    const onDismiss = jest.fn();
    renderWithProviders(
      <CompleteProfilePopup mode="complete" onDone={onDone} onDismiss={onDismiss} />,
      dictionaries,
    );
    return { user: userEvent.setup(), onDone, onDismiss };
  }

  it('asks only for the e-mail, may be closed and has no logout button', async () => {
    const { user, onDismiss } = renderOperator({});
    const dialog = screen.getByRole('dialog', { name: 'Completa o teu perfil' });
    expect(within(dialog).getByLabelText('E-mail')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Nome e apelido')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalled();
  });

  it('lists what is wrong before any call, then saves a free address and reloads the account', async () => {
    const { user, onDone } = renderOperator({
      'PUT /v1/account': ok(makeAccount({ email: 'rosa@operadora.pt', completed: true })),
      'GET /v1/account': ok(makeAccount({ email: 'rosa@operadora.pt', completed: true })),
    });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(within(screen.getByRole('alert')).getByRole('listitem')).toHaveTextContent('Indica o teu e-mail.');
    await user.type(screen.getByLabelText('E-mail'), 'rosa@');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail incorreto.');
    expect(api?.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), 'operadora.pt');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api?.requests.find((r) => r.method === 'PUT')?.body).toEqual({ email: 'rosa@operadora.pt' });
  });

  it('suggests a free address when the e-mail is taken, keeping what was typed', async () => {
    const { user } = renderOperator({
      'PUT /v1/account': reply(409, { code: 'email_in_use', message: 'in use', error: 'Conflict' }),
      'POST /v1/account/check': (request) =>
        ok({ exists: (request.body as { email: string }).email === 'rosa1@exemplo.pt', activated: true }),
    });
    await user.type(screen.getByLabelText('E-mail'), 'rosa@exemplo.pt');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const use = await screen.findByRole('button', { name: 'Usar rosa2@exemplo.pt' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('rosa@exemplo.pt');
    await user.click(use);
    expect(screen.getByLabelText('E-mail')).toHaveValue('rosa2@exemplo.pt');
  });
});
