import {
  framedPagePolicy,
  sandboxPaymentOutcomes,
  siteOriginsOf,
  type PaymentMethod,
  type SandboxPaymentOutcome,
} from '@palco/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signupLocale } from '../accounts/store';
import type { Deps } from '../deps';
import { badRequest, HttpError } from '../http/errors';
import { IdParams, NoQuery, typedText, type Api } from '../http/schema';
import { escapeHtml } from '../mail/messages';
import { orEmpty } from '../routes/account-fields';
import type { ServerLocale } from '../seed/translations';
import { lisbonToday } from './periods';
import {
  expireReference,
  grantPayment,
  paymentById,
  planById,
  recordOutcome,
  type PaymentRow,
  type PlanRow,
} from './subscriptions';

// The sandbox payment provider: the page a checkout's `url` opens, framed by the site's payment popup, where
// a person (or a test) chooses what the provider does with the money. It stands for the card and MB Way
// gateway, PayPal and the direct-debit provider alike; nothing is charged.

/** The card number the page offers: the test card every sandbox gateway takes. */
export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';
const SANDBOX_TEST_PHONE = '+351 912 345 678';

const PageQuery = z.object({ lang: typedText(16).optional() });

/** The page's form: the button pressed (`outcome`), the page's language, and the fields shown, unchecked. */
const OutcomeBody = z.preprocess(
  orEmpty,
  z.object({
    outcome: typedText(16).optional(),
    lang: typedText(16).optional(),
    card_number: typedText(64).optional(),
    phone: typedText(32).optional(),
  }),
);
const Outcome = z.enum(sandboxPaymentOutcomes);

interface Words {
  intro: string;
  plan: string;
  price: string;
  method: string;
  methods: Record<PaymentMethod, string>;
  debitAccount: string;
  reference: string;
  transferReference: string;
  cardNumber: string;
  phone: string;
  redirectNote: string;
  outcomes: Record<SandboxPaymentOutcome, string>;
  results: Record<'accepted' | 'declined' | 'cancelled' | 'processing' | 'expired', string>;
  /** The card gateway's way back to the site (section 4: its return address carries thinkpay=success). */
  backToSite: string;
  notFound: string;
  settled: string;
  badOutcome: string;
}

const WORDS: Readonly<Record<ServerLocale, Words>> = {
  pt_PT: {
    intro: 'Pagamento de teste: nenhum valor é cobrado. Escolhe o que o fornecedor faz.',
    plan: 'Plano',
    price: 'Preço',
    method: 'Método',
    methods: {
      cc: 'Cartão',
      mbway: 'MB Way',
      paypal: 'PayPal',
      dd: 'Débito direto',
      multibanco: 'Referência Multibanco',
      transfer: 'Transferência bancária',
    },
    debitAccount: 'Conta a debitar',
    reference: 'Entidade e referência',
    transferReference: 'Referência da transferência',
    cardNumber: 'Número do cartão',
    phone: 'Número de telemóvel',
    redirectNote: 'A conta de teste do fornecedor já está escolhida.',
    outcomes: { success: 'Pagar', failure: 'Recusar', cancel: 'Cancelar', slow: 'Pagar devagar' },
    results: {
      accepted: 'Pagamento aceite — podes voltar ao Palco.',
      declined: 'Pagamento recusado — volta ao Palco para tentares novamente.',
      cancelled: 'Pagamento cancelado — podes voltar ao Palco.',
      processing: 'Pagamento em processamento — o Palco confirma-o dentro de momentos.',
      expired: 'Esta referência expirou e já não pode ser paga.',
    },
    backToSite: 'Voltar ao Palco',
    notFound: 'Este pagamento não existe.',
    settled: 'Este pagamento já foi processado.',
    badOutcome: 'Escolhe um dos botões do pagamento.',
  },
  en: {
    intro: 'Test payment: nothing is charged. Choose what the provider does.',
    plan: 'Plan',
    price: 'Price',
    method: 'Method',
    methods: {
      cc: 'Card',
      mbway: 'MB Way',
      paypal: 'PayPal',
      dd: 'Direct debit',
      multibanco: 'Multibanco reference',
      transfer: 'Bank transfer',
    },
    debitAccount: 'Account to debit',
    reference: 'Entity and reference',
    transferReference: 'Transfer reference',
    cardNumber: 'Card number',
    phone: 'Mobile number',
    redirectNote: "The provider's test account is already chosen.",
    outcomes: { success: 'Pay', failure: 'Decline', cancel: 'Cancel', slow: 'Pay slowly' },
    results: {
      accepted: 'Payment accepted — you can return to Palco.',
      declined: 'Payment declined — return to Palco to try again.',
      cancelled: 'Payment cancelled — you can return to Palco.',
      processing: 'Payment processing — Palco will confirm it in a moment.',
      expired: 'This reference has expired and can no longer be paid.',
    },
    backToSite: 'Back to Palco',
    notFound: 'This payment does not exist.',
    settled: 'This payment has already been processed.',
    badOutcome: "Choose one of the payment's buttons.",
  },
  fr_FR: {
    intro: "Paiement de test : rien n'est débité. Choisissez ce que fait le prestataire.",
    plan: 'Offre',
    price: 'Prix',
    method: 'Moyen de paiement',
    methods: {
      cc: 'Carte',
      mbway: 'MB Way',
      paypal: 'PayPal',
      dd: 'Prélèvement',
      multibanco: 'Référence Multibanco',
      transfer: 'Virement bancaire',
    },
    debitAccount: 'Compte à débiter',
    reference: 'Entité et référence',
    transferReference: 'Référence du virement',
    cardNumber: 'Numéro de carte',
    phone: 'Numéro de mobile',
    redirectNote: 'Le compte de test du prestataire est déjà choisi.',
    outcomes: { success: 'Payer', failure: 'Refuser', cancel: 'Annuler', slow: 'Payer lentement' },
    results: {
      accepted: 'Paiement accepté — vous pouvez revenir sur Palco.',
      declined: 'Paiement refusé — revenez sur Palco pour réessayer.',
      cancelled: 'Paiement annulé — vous pouvez revenir sur Palco.',
      processing: 'Paiement en cours — Palco le confirmera dans un instant.',
      expired: 'Cette référence a expiré et ne peut plus être payée.',
    },
    backToSite: 'Retour sur Palco',
    notFound: "Ce paiement n'existe pas.",
    settled: 'Ce paiement a déjà été traité.',
    badOutcome: "Choisissez l'un des boutons du paiement.",
  },
};

const STYLE = `
  body { margin: 0; font-family: Helvetica, Arial, sans-serif; background: #f4f5f8; color: #10131a; }
  main { max-width: 440px; margin: 24px auto; padding: 24px; background: #fff; border-radius: 8px;
    box-shadow: 0 2px 8px rgb(0 0 0 / 12%); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { line-height: 1.4; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 16px 0; }
  dt { color: #4a5060; }
  dd { margin: 0; font-weight: 700; }
  label { display: block; margin: 12px 0 4px; font-size: 14px; }
  input { box-sizing: border-box; width: 100%; padding: 8px; font-size: 16px; border: 1px solid #767b87;
    border-radius: 4px; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 20px; }
  button { padding: 10px 16px; font-size: 16px; border-radius: 4px; border: 1px solid #1d4ed8; cursor: pointer;
    background: #fff; color: #1d4ed8; }
  button[value=success] { background: #1d4ed8; color: #fff; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .result { font-size: 18px; font-weight: 700; }
`;

/** A page of the provider, in `locale`. */
function page(locale: ServerLocale, body: string): string {
  return `<!doctype html>
<html lang="${locale.replace('_', '-')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Palco sandbox payments</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <h1>Palco sandbox payments</h1>
  ${body}
</main>
</body>
</html>
`;
}

/** What the checkout charges (a product voucher's price, or the plan's), in the plan's currency. */
const formatPrice = (payment: PaymentRow, plan: PlanRow, locale: ServerLocale): string =>
  new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: plan.currency }).format(
    payment.amount,
  );

/** The method's own field, filled with what the sandbox takes, or what the checkout names. */
function methodField(payment: PaymentRow, w: Words): string {
  const method = payment.payment_method;
  const { debit, multibanco, transfer } = payment.details ?? {};
  if (method === 'dd' && debit) {
    return `<p>${escapeHtml(w.debitAccount)}: <span id="debit">${escapeHtml(`${debit.iban} (${debit.holder})`)}</span></p>`;
  }
  if (method === 'multibanco' && multibanco) {
    return `<p>${escapeHtml(w.reference)}: <span id="reference">${escapeHtml(`${multibanco.entity} ${multibanco.reference}`)}</span></p>`;
  }
  if (method === 'transfer' && transfer) {
    return `<p>${escapeHtml(w.transferReference)}: <span id="reference">${escapeHtml(transfer.reference)}</span></p>`;
  }
  if (method === 'cc') {
    return `<label for="card_number">${escapeHtml(w.cardNumber)}</label>
    <input type="text" id="card_number" name="card_number" inputmode="numeric" autocomplete="off" value="${SANDBOX_TEST_CARD}">`;
  }
  if (method === 'mbway') {
    return `<label for="phone">${escapeHtml(w.phone)}</label>
    <input type="tel" id="phone" name="phone" autocomplete="off" value="${escapeHtml(SANDBOX_TEST_PHONE)}">`;
  }
  return `<p>${escapeHtml(w.redirectNote)}</p>`;
}

/** The checkout: the plan, its price, the method and one button per outcome. */
function checkoutPage(payment: PaymentRow, plan: PlanRow, locale: ServerLocale): string {
  const w = WORDS[locale];
  const buttons = sandboxPaymentOutcomes
    .map(
      (outcome) =>
        `<button type="submit" name="outcome" value="${outcome}">${escapeHtml(w.outcomes[outcome])}</button>`,
    )
    .join('\n      ');
  return page(
    locale,
    `<p>${escapeHtml(w.intro)}</p>
  <dl>
    <dt>${escapeHtml(w.plan)}</dt><dd id="plan">${escapeHtml(plan.name)}</dd>
    <dt>${escapeHtml(w.price)}</dt><dd id="price">${escapeHtml(formatPrice(payment, plan, locale))}</dd>
    <dt>${escapeHtml(w.method)}</dt><dd id="method">${escapeHtml(w.methods[payment.payment_method])}</dd>
  </dl>
  <form method="post" action="/sandbox/pay/${encodeURIComponent(payment.id)}">
    <input type="hidden" name="lang" value="${locale}">
    ${methodField(payment, w)}
    <div class="actions">
      ${buttons}
    </div>
  </form>`,
  );
}

/** A page with one message: a checkout's result, or why there is nothing to do. */
const messagePage = (locale: ServerLocale, message: string, role: 'status' | 'alert'): string =>
  page(locale, `<p class="result" role="${role}">${escapeHtml(message)}</p>`);

/** What a checkout whose outcome was chosen has come to, as its page says it. */
function resultOf(payment: PaymentRow): keyof Words['results'] {
  if (payment.outcome === 'expired') return 'expired';
  if (payment.status === 'failed') return 'declined';
  if (payment.status === 'cancelled') return 'cancelled';
  if (payment.status === 'pending') return 'processing';
  return 'accepted';
}

/** Browsers ask for a page; other callers (scripts, tests) get the API's error shape. */
const wantsHtml = (request: FastifyRequest): boolean => /\btext\/html\b/i.test(request.headers.accept ?? '');

/**
 * `GET /sandbox/pay/{id}` (the checkout's page, in the language of `?lang=` or the browser's, pt by
 * default) and its form's `POST /sandbox/pay/{id} {outcome}`, which records the outcome once and answers
 * the result page in the frame. Only the site's origins may frame them; they run no script.
 */
export function paymentSandboxRoutes(app: Api, deps: Deps): void {
  const { db } = deps;
  const siteOrigins = siteOriginsOf(deps.env);
  const siteOrigin = siteOrigins[0];
  const policy = framedPagePolicy({ scriptHashes: [], siteOrigins });

  const sendPage = (reply: FastifyReply, status: number, html: string): FastifyReply =>
    reply
      .code(status)
      .header('content-security-policy', policy)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);

  /** A refusal: as a page for a browser, else thrown in the API's error shape. */
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    locale: ServerLocale,
    error: HttpError,
  ): FastifyReply => {
    if (!wantsHtml(request)) throw error;
    return sendPage(reply, error.status, messagePage(locale, error.message, 'alert'));
  };

  app.get(
    '/sandbox/pay/:id',
    { schema: { params: IdParams, querystring: PageQuery } },
    async (request, reply) => {
      const locale = signupLocale(request, request.query.lang);
      const w = WORDS[locale];
      await expireReference(db, request.params.id, deps.now());
      const payment = await paymentById(db, request.params.id);
      const plan = payment && (await planById(db, payment.plan_id));
      if (!payment || !plan) return refuse(request, reply, locale, new HttpError(404, 404, w.notFound));
      if (payment.outcome !== null) {
        return sendPage(reply, 200, messagePage(locale, w.results[resultOf(payment)], 'status'));
      }
      return sendPage(reply, 200, checkoutPage(payment, plan, locale));
    },
  );

  app.post(
    '/sandbox/pay/:id',
    { schema: { params: IdParams, querystring: NoQuery, body: OutcomeBody } },
    async (request, reply) => {
      const locale = signupLocale(request, request.body.lang);
      const w = WORDS[locale];
      const outcome = Outcome.safeParse(request.body.outcome);
      if (!outcome.success) return refuse(request, reply, locale, badRequest(w.badOutcome));
      const nowMs = deps.now();
      // An expired Multibanco reference can no longer be paid.
      await expireReference(db, request.params.id, nowMs);
      const recorded = await recordOutcome(db, request.params.id, outcome.data, nowMs);
      if (recorded === 'unknown') return refuse(request, reply, locale, new HttpError(404, 404, w.notFound));
      if (recorded === 'settled') {
        return refuse(request, reply, locale, new HttpError(409, 'checkout_settled', w.settled));
      }
      // The provider tells the API at once, as a real one's notification would: the plan is granted even
      // when no popup is left asking (a reference paid at an ATM, a transfer that arrives days later).
      if (outcome.data === 'success') await grantPayment(db, request.params.id, lisbonToday(nowMs), nowMs);
      const payment = await paymentById(db, request.params.id);
      const result = payment ? resultOf(payment) : 'processing';
      if (result === 'accepted' && payment?.payment_method === 'cc' && siteOrigin) {
        // The card gateway sends the viewer back to the site, out of the frame, with thinkpay=success.
        const back = `${siteOrigin}/adira-ja?thinkpay=success`;
        return sendPage(
          reply,
          200,
          page(
            locale,
            `<p class="result" role="status">${escapeHtml(w.results.accepted)}</p>
  <p><a href="${escapeHtml(back)}" target="_top">${escapeHtml(w.backToSite)}</a></p>`,
          ),
        );
      }
      return sendPage(reply, 200, messagePage(locale, w.results[result], 'status'));
    },
  );
}
