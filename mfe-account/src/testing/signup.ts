import { act, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { ok, type FakeRoutes } from '@palco/shared/testing';

type User = ReturnType<typeof userEvent.setup>;

/** Where the reference API serves its sandbox captcha widget, as its settings say. */
export const CAPTCHA_WIDGET_URL = 'http://localhost:4000/sandbox/captcha/widget';
export const CAPTCHA_ORIGIN = 'http://localhost:4000';

/** The settings call as the API answers it, with the captcha widget and the policies' pages. */
export const settingsRoute: FakeRoutes = {
  'GET /v1/setting': ok({
    captcha_site_key: 'palco-sandbox-site-key',
    captcha_widget_url: CAPTCHA_WIDGET_URL,
    links: { terms: '/termos-e-condicoes', privacy: '/politica-privacidade' },
  }),
};

export const captchaFrame = (): Promise<HTMLIFrameElement> =>
  screen.findByTitle<HTMLIFrameElement>('Verificação de segurança');

/** A message to the page, as a frame posts it. */
export function postToPage(data: unknown, origin: string, source: MessageEventSource | null): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

/** The sandbox widget's answer once ticked: a token for the 'login' action, from its frame. */
export async function answerCaptcha(token = 'captcha-token', expiresIn = 120): Promise<void> {
  const frame = await captchaFrame();
  postToPage({ captchaToken: token, action: 'login', expiresIn }, CAPTCHA_ORIGIN, frame.contentWindow);
  await screen.findByText('Verificação concluída.');
}

export interface StepOneInput {
  email?: string;
  password?: string;
  day?: string;
  month?: string;
  year?: string;
  agree?: boolean;
}

/** Fills registration step 1 as a viewer would (the birthday through the picker's three selects). */
export async function fillStepOne(user: User, input: StepOneInput = {}): Promise<void> {
  const {
    email = '  Nova.Conta@Exemplo.PT ',
    password = 'segredo12',
    day = '05',
    month = '03',
    year = '1990',
    agree = true,
  } = input;
  const dialog = screen.getByRole('dialog', { name: 'Criar conta' });
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Palavra-passe'), password);
  if (day) await user.selectOptions(screen.getByLabelText('Dia'), day);
  if (month) await user.selectOptions(screen.getByLabelText('Mês'), month);
  if (year) await user.selectOptions(screen.getByLabelText('Ano'), year);
  if (agree) await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
  expect(dialog).toBeInTheDocument();
}
