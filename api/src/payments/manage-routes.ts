import {
  billingErrorCode,
  billingProblems,
  normaliseBilling,
  type Billing,
  type BillingField,
  type BillingProblem,
  type TransactionList,
} from '@palco/contracts';
import { z } from 'zod';
import { signupLocale } from '../accounts/store';
import { requireSession } from '../auth/sessions';
import type { Deps } from '../deps';
import { HttpError } from '../http/errors';
import { IdParams, NoQuery, typedText, type Api } from '../http/schema';
import { orEmpty } from '../routes/account-fields';
import { billingOf, saveBilling } from './billing';
import { billingRequiresPlan, invoiceNotFound } from './errors';
import { invoiceFileName, invoicePdf } from './invoice-pdf';
import { invoiceOf, invoicesOf, toTransaction } from './invoices';
import { PerAccountLimit } from './limits';
import { lisbonToday } from './periods';
import { currentSubscription } from './subscriptions';

/** A billing field as a form sends it: absent, null or text (checked by contracts' rules afterwards). */
const field = typedText(512).nullish();
const BillingBody = z.preprocess(
  orEmpty,
  z.object({
    name: field,
    address: field,
    zip_code: field,
    city: field,
    country: field,
    phone_number: field,
    tax_id_number: field,
    iban: field,
  }),
);

/** The invoice's language: `?lang=` as the page sends it, else the browser's, Portuguese by default. */
const PdfQuery = z.object({ lang: typedText(16).optional() });

/**
 * Calls per account and minute: saving billing details is a click of the viewer's; a PDF is written on
 * each download, so its limit keeps one account from keeping the server busy writing them.
 */
const BILLING_SAVES_PER_MINUTE = 20;
const PDFS_PER_MINUTE = 30;

const FIELD_WORDS: Readonly<Record<BillingField, string>> = {
  name: 'o nome',
  address: 'a morada',
  zip_code: 'o código postal',
  city: 'a localidade',
  country: 'o país',
  phone_number: 'o telefone',
  tax_id_number: 'o NIF',
  iban: 'o IBAN',
};
const PROBLEM_WORDS: Readonly<Record<BillingProblem, string>> = {
  required: 'Preenche',
  too_long: 'É demasiado longo',
  invalid: 'Não é válido',
};

/** A billing field refused: 400 with the field and problem in its `code` (contracts' `billingErrorCode`). */
const billingRefused = (field: BillingField, problem: BillingProblem): HttpError =>
  new HttpError(400, billingErrorCode(field, problem), `${PROBLEM_WORDS[problem]}: ${FIELD_WORDS[field]}.`);

/**
 * The account's billing details and invoices (spec sections 3, 5 and 7), each the caller's own, named by
 * the token (an invoice by its id too, which another account's token does not find):
 *
 * - `GET /v1/account/billing` → `{billing, editable}`: the details (null before any were saved) and
 *   whether they may be changed now (only while a plan is in force).
 * - `PUT /v1/account/billing {name, address, zip_code, city, country, phone_number?, tax_id_number?, iban?}` saves
 *   them, normalised (contracts' `normaliseBilling`): 400 `billing_{field}_{problem}` for the first field
 *   contracts' `billingProblems` refuses (a Portuguese address needs a NNNN-NNN postcode and, when given, a
 *   valid NIF); without a plan, 409 `billing_requires_plan` whatever the body. The invoices issued afterwards carry them.
 * - `GET /v1/account/transaction` → `{transactions}`: every invoice, newest first.
 * - `GET /v1/account/transaction/pdf/{id}` the invoice as a PDF (`?lang=` its words), or 404
 *   `invoice_not_found`.
 */
export function billingRoutes(app: Api, deps: Deps): void {
  const { db } = deps;
  const saveLimit = new PerAccountLimit(BILLING_SAVES_PER_MINUTE, deps.now);
  const pdfLimit = new PerAccountLimit(PDFS_PER_MINUTE, deps.now);

  const editable = async (accountId: string): Promise<boolean> =>
    (await currentSubscription(db, accountId, lisbonToday(deps.now()))) !== undefined;

  app.get('/v1/account/billing', { schema: { querystring: NoQuery } }, async (request, reply) => {
    const { accountId } = requireSession(request);
    reply.header('cache-control', 'private, no-store');
    const answer: Billing = { billing: await billingOf(db, accountId), editable: await editable(accountId) };
    return answer;
  });

  app.put(
    '/v1/account/billing',
    { schema: { querystring: NoQuery, body: BillingBody } },
    async (request, reply): Promise<Billing> => {
      const { accountId } = requireSession(request);
      saveLimit.take(accountId);
      reply.header('cache-control', 'no-store');
      if (!(await editable(accountId))) throw billingRequiresPlan();
      const details = normaliseBilling(request.body);
      const [first] = Object.entries(billingProblems(details)) as [BillingField, BillingProblem][];
      if (first) throw billingRefused(...first);
      return { billing: await saveBilling(db, accountId, details, deps.now()), editable: true };
    },
  );

  app.get(
    '/v1/account/transaction',
    { schema: { querystring: NoQuery } },
    async (request, reply): Promise<TransactionList> => {
      const { accountId } = requireSession(request);
      reply.header('cache-control', 'private, no-store');
      return { transactions: (await invoicesOf(db, accountId)).map(toTransaction) };
    },
  );

  app.get(
    '/v1/account/transaction/pdf/:id',
    { schema: { params: IdParams, querystring: PdfQuery } },
    async (request, reply) => {
      const { accountId } = requireSession(request);
      pdfLimit.take(accountId);
      const invoice = await invoiceOf(db, accountId, request.params.id);
      if (!invoice) throw invoiceNotFound();
      const pdf = await invoicePdf(invoice, signupLocale(request, request.query.lang));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
