import type { Deps } from '../deps';
import { captchaUnavailable, emailNotSent } from '../http/errors';
import { MailNotSentError, mailerOf, type Mail, type Mailer } from '../mail/mailer';
import { CaptchaUnavailableError, captchaVerifierOf, type CaptchaVerifier } from './captcha';

/** The outside world the account calls talk to, each real or sandboxed by the environment. */
export interface AccountServices {
  mailer: Mailer;
  captcha: CaptchaVerifier;
}

export function accountServicesOf(deps: Deps): AccountServices {
  return { mailer: mailerOf(deps), captcha: captchaVerifierOf(deps) };
}

/** Sends a mail; one that did not go is section 8's e-mail send failure (502 `email_not_sent`). */
export async function sendMail(services: AccountServices, mail: Mail): Promise<void> {
  try {
    await services.mailer.send(mail);
  } catch (error) {
    if (error instanceof MailNotSentError) throw emailNotSent();
    throw error;
  }
}

/** Asks the captcha provider; a provider that cannot be asked is a 502, not the viewer's fault. */
export async function captchaPasses(
  services: AccountServices,
  token: string,
  action: string,
  remoteIp: string,
): Promise<boolean> {
  try {
    return await services.captcha.verify(token, action, remoteIp);
  } catch (error) {
    if (error instanceof CaptchaUnavailableError) throw captchaUnavailable();
    throw error;
  }
}
