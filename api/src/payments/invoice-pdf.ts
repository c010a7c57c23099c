import { vatIncluded, type PaymentMethod } from '@palco/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { ServerLocale } from '../seed/translations';
import type { InvoiceRow } from './invoices';

// An invoice as a PDF (spec sections 1 and 7: the invoice history's download), written with pdf-lib in the
// standard Helvetica, which needs no font file: the seller, the customer (the billing details the invoice
// was issued to, or a final consumer), the plan and the days it paid for, and the total with the VAT it
// includes. The words follow the viewer's language; the amounts and dates are written in its style.

/** Who issues the invoices: the service's company, as its invoices name it. */
export const SELLER = {
  name: 'Palco Streaming, S.A.',
  address: ['Avenida da Liberdade, 110', '1250-146 Lisboa', 'Portugal'],
  taxId: '509876544',
} as const;

interface Words {
  title: string;
  number: string;
  date: string;
  taxId: string;
  customer: string;
  finalConsumer: string;
  description: string;
  amount: string;
  plan: (plan: string) => string;
  period: (from: string, to: string) => string;
  net: string;
  vat: (rate: string) => string;
  total: string;
  paidWith: (method: string) => string;
  methods: Record<PaymentMethod, string>;
  vatNote: (rate: string) => string;
  phone: string;
}

const WORDS: Readonly<Record<ServerLocale, Words>> = {
  pt_PT: {
    title: 'Fatura-recibo',
    number: 'N.º',
    date: 'Data de emissão',
    taxId: 'NIF',
    customer: 'Cliente',
    finalConsumer: 'Consumidor final',
    description: 'Descrição',
    amount: 'Valor',
    plan: (plan) => `Subscrição Palco — plano ${plan}`,
    period: (from, to) => `Serviço de ${from} a ${to}`,
    net: 'Valor sem IVA',
    vat: (rate) => `IVA (${rate})`,
    total: 'Total pago',
    paidWith: (method) => `Pago com ${method}.`,
    methods: {
      cc: 'cartão',
      mbway: 'MB WAY',
      paypal: 'PayPal',
      dd: 'débito direto',
      multibanco: 'referência Multibanco',
      transfer: 'transferência bancária',
    },
    vatNote: (rate) => `Preços com IVA incluído à taxa de ${rate}.`,
    phone: 'Telefone',
  },
  en: {
    title: 'Invoice-receipt',
    number: 'No.',
    date: 'Date of issue',
    taxId: 'VAT no.',
    customer: 'Customer',
    finalConsumer: 'Final consumer',
    description: 'Description',
    amount: 'Amount',
    plan: (plan) => `Palco subscription — ${plan} plan`,
    period: (from, to) => `Service from ${from} to ${to}`,
    net: 'Amount before VAT',
    vat: (rate) => `VAT (${rate})`,
    total: 'Total paid',
    paidWith: (method) => `Paid by ${method}.`,
    methods: {
      cc: 'card',
      mbway: 'MB WAY',
      paypal: 'PayPal',
      dd: 'direct debit',
      multibanco: 'Multibanco reference',
      transfer: 'bank transfer',
    },
    vatNote: (rate) => `Prices include VAT at ${rate}.`,
    phone: 'Phone',
  },
  fr_FR: {
    title: 'Facture-reçu',
    number: 'N°',
    date: 'Date d’émission',
    taxId: 'N° TVA',
    customer: 'Client',
    finalConsumer: 'Consommateur final',
    description: 'Description',
    amount: 'Montant',
    plan: (plan) => `Abonnement Palco — offre ${plan}`,
    period: (from, to) => `Service du ${from} au ${to}`,
    net: 'Montant hors TVA',
    vat: (rate) => `TVA (${rate})`,
    total: 'Total payé',
    paidWith: (method) => `Payé par ${method}.`,
    methods: {
      cc: 'carte',
      mbway: 'MB WAY',
      paypal: 'PayPal',
      dd: 'prélèvement',
      multibanco: 'référence Multibanco',
      transfer: 'virement bancaire',
    },
    vatNote: (rate) => `Prix TTC, TVA au taux de ${rate}.`,
    phone: 'Téléphone',
  },
};

/** A4, in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const RIGHT = PAGE_WIDTH - MARGIN;
const INK = rgb(0.06, 0.07, 0.1);
const MUTED = rgb(0.35, 0.37, 0.43);
const RULE = rgb(0.8, 0.81, 0.85);

/** The file name a browser saves an invoice as, e.g. `fatura-FT-PALCO2026-1.pdf`. */
export const invoiceFileName = (invoice: Pick<InvoiceRow, 'number'>): string =>
  `fatura-${invoice.number.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;

/** Lays text out on a page, top to bottom, in what the standard font can write. */
class Writer {
  private readonly charset: Set<number>;

  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.charset = new Set(regular.getCharacterSet());
  }

  /**
   * `text` as the font's encoding can write it: the thin and no-break spaces that number and date formats use
   * become plain ones, and any other character the font lacks a `?`.
   */
  writable(text: string): string {
    return Array.from(text.replace(/[\u00a0\u2007\u2009\u202f]/g, ' '))
      .map((char) => (this.charset.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  }

  width(text: string, size: number, bold = false): number {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(this.writable(text), size);
  }

  text(text: string, x: number, y: number, options: { size?: number; bold?: boolean; muted?: boolean } = {}) {
    const size = options.size ?? 10;
    this.page.drawText(this.writable(text), {
      x,
      y,
      size,
      font: options.bold ? this.bold : this.regular,
      color: options.muted ? MUTED : INK,
    });
  }

  /** Text ending at `right`. */
  textRight(text: string, right: number, y: number, options: { size?: number; bold?: boolean } = {}) {
    const size = options.size ?? 10;
    this.text(text, right - this.width(text, size, options.bold), y, options);
  }

  /** `text` cut into lines no wider than `width`, at spaces where it can be. */
  wrap(text: string, width: number, size = 10): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, size) <= width || !line) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  rule(y: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: RIGHT, y },
      thickness: 0.75,
      color: RULE,
    });
  }
}

/** The invoice `invoice` as a PDF in the words of `locale`. */
export async function invoicePdf(invoice: InvoiceRow, locale: ServerLocale): Promise<Uint8Array> {
  const w = WORDS[locale];
  const tag = locale.replace('_', '-');
  const money = (value: number): string =>
    new Intl.NumberFormat(tag, { style: 'currency', currency: invoice.currency }).format(value);
  const day = (date: string): string =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
  const rate = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(
    invoice.vat_rate,
  );
  const { net, vat } = vatIncluded(invoice.amount, invoice.vat_rate);
  const issued = new Date(invoice.issued_ms);

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${w.title} ${invoice.number}`);
  pdf.setAuthor(SELLER.name);
  pdf.setSubject(w.plan(invoice.plan_name));
  pdf.setCreator('Palco');
  pdf.setProducer('Palco');
  pdf.setLanguage(tag);
  // The same invoice gives the same file every time.
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const out = new Writer(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );

  // The seller, and the invoice's title, number and date.
  let y = PAGE_HEIGHT - MARGIN - 12;
  out.text(SELLER.name, MARGIN, y, { size: 14, bold: true });
  out.textRight(w.title, RIGHT, y, { size: 14, bold: true });
  y -= 18;
  const sellerTop = y;
  for (const line of [...SELLER.address, `${w.taxId}: ${SELLER.taxId}`]) {
    out.text(line, MARGIN, y, { muted: true });
    y -= 13;
  }
  out.textRight(`${w.number} ${invoice.number}`, RIGHT, sellerTop, { bold: true });
  out.textRight(`${w.date}: ${day(invoice.issued_on)}`, RIGHT, sellerTop - 13);

  // The customer.
  y -= 20;
  out.text(w.customer, MARGIN, y, { bold: true });
  y -= 14;
  const billing = invoice.billing;
  const countryName = (code: string): string =>
    new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;
  const customer = billing
    ? [
        billing.name,
        billing.address,
        `${billing.zip_code} ${billing.city}`,
        countryName(billing.country),
        ...(billing.tax_id_number ? [`${w.taxId}: ${billing.tax_id_number}`] : []),
        ...(billing.phone_number ? [`${w.phone}: ${billing.phone_number}`] : []),
      ]
    : [w.finalConsumer];
  for (const line of customer.flatMap((entry) => out.wrap(entry, RIGHT - MARGIN))) {
    out.text(line, MARGIN, y);
    y -= 13;
  }

  // The line: the plan, the days it paid for, and what was paid.
  y -= 20;
  out.text(w.description, MARGIN, y, { bold: true });
  out.textRight(w.amount, RIGHT, y, { bold: true });
  y -= 8;
  out.rule(y);
  y -= 16;
  out.text(w.plan(invoice.plan_name), MARGIN, y);
  out.textRight(money(invoice.amount), RIGHT, y);
  if (invoice.period_start && invoice.period_end) {
    y -= 13;
    out.text(w.period(day(invoice.period_start), day(invoice.period_end)), MARGIN, y, { muted: true });
  }
  y -= 12;
  out.rule(y);

  // The total, and the VAT it includes.
  const labels = RIGHT - 200;
  for (const [label, value, bold] of [
    [w.net, money(net), false],
    [w.vat(rate), money(vat), false],
    [w.total, money(invoice.amount), true],
  ] as const) {
    y -= 16;
    out.text(label, labels, y, { bold });
    out.textRight(value, RIGHT, y, { bold });
  }

  y -= 36;
  out.text(w.paidWith(w.methods[invoice.payment_method]), MARGIN, y);
  y -= 13;
  out.text(w.vatNote(rate), MARGIN, y, { muted: true });

  return pdf.save();
}
