import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@palco/shared';
import { type FakeRoutes, fakeApi, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { LoginPopup } from '../login/LoginPopup';
import {
  answerCaptcha,
  CAPTCHA_ORIGIN,
  captchaFrame,
  fillStepOne,
  postToPage,
  settingsRoute,
} from '../testing/signup';
import { MINIMUM_AGE_YEARS } from './birthday';

const created = { id: 'acc-new', email: 'nova.conta@exemplo.pt', activated: false, completed: false };
const signupRoutes: FakeRoutes = {
  ...settingsRoute,
  'POST /v1/signup': reply(201, { ...created, access_token: 'signup-token', token_type: 'Bearer' }),
};

let api: ReturnType<typeof fakeApi> | null = null;

function openRegister(routes: FakeRoutes = signupRoutes): {
  user: ReturnType<typeof userEvent.setup>;
  onClose: jest.Mock;
} {
  api = fakeApi(routes);
  const onClose = jest.fn();
  renderWithProviders(<LoginPopup onClose={onClose} initialView="register" />, dictionaries);
  return { user: userEvent.setup(), onClose };
}

const registerDialog = (): HTMLElement => screen.getByRole('dialog', { name: 'Criar conta' });
const submit = (user: ReturnType<typeof userEvent.setup>): Promise<void> =>
  user.click(screen.getByRole('button', { name: 'Criar conta' }));
const errorOf = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

describe('registration step 1: the form', () => {
  it('is a labelled dialog, step 1 of 2, with every field labelled and the opt-in on by default', async () => {
    openRegister();
    expect(registerDialog()).toBeInTheDocument();
    expect(screen.getByText('Passo 1 de 2')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Palavra-passe')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('group', { name: 'Data de nascimento' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /novidades e ofertas/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'termos de utilização' })).toHaveAttribute(
      'href',
      '/termos-e-condicoes',
    );
    expect(screen.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute('target', '_blank');
    expect(await captchaFrame()).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('offers the birth date as day, month and year selects, years from this year minus 13 to 1900', () => {
    openRegister();
    const youngest = new Date().getFullYear() - MINIMUM_AGE_YEARS;
    const years = within(screen.getByLabelText('Ano'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years[0]).toBe('Escolhe');
    expect(years[1]).toBe(String(youngest));
    expect(years.at(-1)).toBe('1900');
    expect(years).toHaveLength(youngest - 1900 + 2);
    const months = within(screen.getByLabelText('Mês'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(months.slice(1, 4)).toEqual(['janeiro', 'fevereiro', 'março']);
    expect(within(screen.getByLabelText('Dia')).getAllByRole('option')).toHaveLength(32);
  });

  it('frames the captcha widget for the login action in the page’s language', async () => {
    openRegister();
    const frame = await captchaFrame();
    expect(frame.src).toBe('http://localhost:4000/sandbox/captcha/widget?action=login&hl=pt_PT');
  });
});

describe('registration step 1: the rules of spec section 5', () => {
  it('shows every rule under its own field, with the register message over them, and calls nothing', async () => {
    const { user } = openRegister();
    await captchaFrame();
    await submit(user);

    expect(within(registerDialog()).getByRole('alert')).toHaveTextContent(
      'Preenche o e-mail, a palavra-passe e uma data de nascimento válida, e aceita os termos de utilização e a política de privacidade.',
    );
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(email)).toBe('Indica o teu e-mail.');
    expect(errorOf(screen.getByLabelText('Palavra-passe'))).toBe(
      'Pelo menos 8 caracteres. Indica a tua palavra-passe.',
    );
    expect(errorOf(screen.getByLabelText('Dia'))).toBe(
      `Tens de ter pelo menos ${MINIMUM_AGE_YEARS} anos. Escolhe o dia, o mês e o ano em que nasceste.`,
    );
    expect(errorOf(screen.getByRole('checkbox', { name: /Li e aceito/ }))).toBe(
      'Para continuar, tens de aceitar os termos de utilização e a política de privacidade.',
    );
    expect(screen.getByText('Confirma que não és um robô.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(api?.requestsTo('/v1/signup')).toEqual([]);
  });

  it('refuses a malformed e-mail, a short password and a date that does not exist, keeping what was typed', async () => {
    const { user } = openRegister();
    await fillStepOne(user, { email: 'ana@', password: 'curta12', day: '31', month: '02', year: '2000' });
    await answerCaptcha();
    await submit(user);

    expect(errorOf(screen.getByLabelText('E-mail'))).toBe('E-mail incorreto.');
    expect(errorOf(screen.getByLabelText('Palavra-passe'))).toContain(
      'A tua palavra-passe é demasiado curta.',
    );
    expect(errorOf(screen.getByLabelText('Dia'))).toContain('Essa data não existe. Confirma o dia e o mês.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@');
    expect(screen.getByLabelText('Palavra-passe')).toHaveValue('curta12');
    expect(screen.getByLabelText('Dia')).toHaveValue('31');
    expect(api?.requestsTo('/v1/signup')).toEqual([]);
  });

  it('asks for the captcha when the widget has not answered', async () => {
    const { user } = openRegister();
    await fillStepOne(user);
    await submit(user);
    expect(within(registerDialog()).getByRole('alert')).toBeEmptyDOMElement();
    expect(errorOf(await captchaFrame())).toContain('Confirma que não és um robô.');
    expect(api?.requestsTo('/v1/signup')).toEqual([]);
  });
});

describe('registration step 1: the captcha’s messages', () => {
  it('counts only the widget’s own origin and frame', async () => {
    const { user } = openRegister();
    await fillStepOne(user);
    const frame = await captchaFrame();
    postToPage({ captchaToken: 'forged', action: 'login' }, 'https://evil.example', frame.contentWindow);
    postToPage({ captchaToken: 'forged', action: 'login' }, window.location.origin, frame.contentWindow);
    postToPage({ captchaToken: 'forged', action: 'login' }, CAPTCHA_ORIGIN, window);
    expect(screen.queryByText('Verificação concluída.')).toBeNull();
    await submit(user);
    expect(api?.requestsTo('/v1/signup')).toEqual([]);

    await answerCaptcha('real-token');
    await submit(user);
    await waitFor(() => expect(api?.requestsTo('/v1/signup')).toHaveLength(1));
    expect(api?.requestsTo('/v1/signup')[0]?.body).toMatchObject({ google_recaptcha_token: 'real-token' });
  });

  it('forgets a token the widget says has expired', async () => {
    const { user } = openRegister();
    await fillStepOne(user);
    await answerCaptcha();
    postToPage({ captchaToken: null, action: 'login' }, CAPTCHA_ORIGIN, (await captchaFrame()).contentWindow);
    expect(screen.queryByText('Verificação concluída.')).toBeNull();
    await submit(user);
    expect(api?.requestsTo('/v1/signup')).toEqual([]);
  });

  it('forgets a token once its time is up, even if the widget does not say', async () => {
    jest.useFakeTimers();
    try {
      openRegister();
      const frame = await captchaFrame();
      postToPage(
        { captchaToken: 'tok', action: 'login', expiresIn: 120 },
        CAPTCHA_ORIGIN,
        frame.contentWindow,
      );
      expect(screen.getByText('Verificação concluída.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(120_000));
      expect(screen.queryByText('Verificação concluída.')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('registration step 1: the call', () => {
  it('sends the trimmed, lower-cased e-mail and the birthday as YYYY-MM-DD, asking for a session', async () => {
    const { user } = openRegister();
    await fillStepOne(user);
    await user.click(screen.getByRole('checkbox', { name: /novidades e ofertas/ }));
    await answerCaptcha('captcha-1');
    await submit(user);

    expect(await screen.findByRole('dialog', { name: 'Completa o teu registo' })).toBeInTheDocument();
    const [request] = api?.requestsTo('/v1/signup') ?? [];
    expect(request?.method).toBe('POST');
    expect(request?.params).toEqual({ session: '1' });
    expect(request?.body).toEqual({
      email: 'nova.conta@exemplo.pt',
      password: 'segredo12',
      birthday: '1990-03-05',
      agree: true,
      optin: false,
      google_recaptcha_token: 'captcha-1',
      locale: 'pt_PT',
    });
  });

  it('shows the register-in-progress spinner and takes one submission while the call runs', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { user } = openRegister({
      ...signupRoutes,
      'POST /v1/signup': async () => {
        await answered;
        return reply(201, { ...created, access_token: 'signup-token', token_type: 'Bearer' });
      },
    });
    await fillStepOne(user);
    await answerCaptcha();
    await submit(user);

    const statuses = within(registerDialog()).getAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toContain('A criar a tua conta…');
    expect(registerDialog().querySelector('form')).toHaveAttribute('aria-busy', 'true');
    const busyButton = screen.getByRole('button', { name: 'A criar a tua conta…' });
    expect(busyButton).toBeDisabled();
    await user.click(busyButton);
    answer();
    expect(await screen.findByRole('dialog', { name: 'Completa o teu registo' })).toBeInTheDocument();
    expect(api?.requestsTo('/v1/signup')).toHaveLength(1);
  });
});

describe('registration step 1: refused', () => {
  it('says the e-mail has an account under the field, and offers to sign in with what was typed', async () => {
    const { user } = openRegister({
      ...settingsRoute,
      'POST /v1/signup': reply(409, { code: 'email_in_use', message: 'In use', error: 'Conflict' }),
      'POST /v1/account/check': ok({ exists: true, activated: true }),
    });
    await fillStepOne(user, { email: 'demo@palco.pt' });
    await answerCaptcha();
    await submit(user);

    const email = screen.getByLabelText('E-mail');
    await waitFor(() =>
      expect(errorOf(email)).toBe('Este e-mail já tem uma conta. Entra com ele ou usa outro e-mail.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('demo@palco.pt');
    expect(api?.requestsTo('/v1/account/check')[0]?.body).toEqual({ email: 'demo@palco.pt' });
    expect(screen.queryByRole('button', { name: 'Ativar esta conta' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Entrar com este e-mail' }));

    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@palco.pt');
    expect(screen.getByLabelText('Palavra-passe')).toHaveValue('segredo12');
  });

  it('offers to activate an account that still waits for its code', async () => {
    const { user } = openRegister({
      ...settingsRoute,
      'POST /v1/signup': reply(409, { code: 'email_in_use', message: 'In use', error: 'Conflict' }),
      'POST /v1/account/check': ok({ exists: true, activated: false }),
    });
    await fillStepOne(user, { email: 'espera@palco.pt' });
    await answerCaptcha();
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'Ativar esta conta' }));
    const activation = screen.getByRole('dialog', { name: 'Ativar a conta' });
    expect(activation).toHaveTextContent('espera@palco.pt');
  });

  it('says when to try again after too many sign-ups, keeps the form and asks for a new captcha', async () => {
    const { user } = openRegister({
      ...settingsRoute,
      'POST /v1/signup': reply(
        429,
        { code: 'too_many_attempts', message: 'Too many', error: 'Too Many Requests' },
        { 'Retry-After': '120' },
      ),
    });
    await fillStepOne(user);
    const firstFrame = await captchaFrame();
    await answerCaptcha();
    await submit(user);

    expect(await within(registerDialog()).findByRole('alert')).toHaveTextContent(
      'Demasiadas tentativas. Podes tentar outra vez daqui a 2 minutos.',
    );
    // (An e-mail box itself drops the spaces around what was typed.)
    expect(screen.getByLabelText('E-mail')).toHaveValue('Nova.Conta@Exemplo.PT');
    expect(screen.getByLabelText('Ano')).toHaveValue('1990');
    expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).toBeChecked();
    // Tokens are good once: the widget is loaded afresh and the old token is gone.
    expect(screen.queryByText('Verificação concluída.')).toBeNull();
    expect(await captchaFrame()).not.toBe(firstFrame);
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
  });

  it('puts a refused captcha under the widget', async () => {
    const { user } = openRegister({
      ...settingsRoute,
      'POST /v1/signup': reply(400, { code: 'captcha_invalid', message: 'No', error: 'Bad Request' }),
    });
    await fillStepOne(user);
    await answerCaptcha();
    await submit(user);
    expect(
      await screen.findByText('Não conseguimos confirmar que não és um robô. Tenta novamente.'),
    ).toBeInTheDocument();
    expect(errorOf(await captchaFrame())).toContain('Não conseguimos confirmar que não és um robô.');
  });

  it('puts a rule the server refuses under its field', async () => {
    const { user } = openRegister({
      ...settingsRoute,
      'POST /v1/signup': reply(400, {
        code: 'AUTHENTICATION_ERROR_EMAIL_ALERT_EMAIL_INVALID',
        message: 'E-mail incorreto.',
        error: 'Bad Request',
      }),
    });
    await fillStepOne(user);
    await answerCaptcha();
    await submit(user);
    await waitFor(() => expect(errorOf(screen.getByLabelText('E-mail'))).toBe('E-mail incorreto.'));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('shows a provider failure over the form', async () => {
    const { user } = openRegister({
      ...settingsRoute,
      'POST /v1/signup': reply(502, { code: 'email_not_sent', message: 'x', error: 'Bad Gateway' }),
    });
    await fillStepOne(user);
    await answerCaptcha();
    await submit(user);
    expect(await within(registerDialog()).findByRole('alert')).toHaveTextContent(
      'Não conseguimos enviar o e-mail. Tenta novamente dentro de momentos.',
    );
  });
});

describe('registration without a captcha widget', () => {
  it('says the security check is not available', async () => {
    openRegister({ 'GET /v1/setting': ok({ captcha_widget_url: '' }) });
    expect(
      await screen.findByText('A verificação de segurança não está disponível de momento. Tenta mais tarde.'),
    ).toBeInTheDocument();
  });
});

describe('moving between login and registration', () => {
  it('opens registration from the login popup’s “create an account”, with the e-mail typed there', async () => {
    api = fakeApi(settingsRoute);
    renderWithProviders(<LoginPopup onClose={jest.fn()} />, dictionaries);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ana@palco.pt');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(registerDialog()).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@palco.pt');

    await user.type(screen.getByLabelText('Palavra-passe'), 'segredo12');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(screen.getByLabelText('Palavra-passe')).toHaveValue('segredo12');
  });

  it('closes on Escape', async () => {
    const { user, onClose } = openRegister();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
