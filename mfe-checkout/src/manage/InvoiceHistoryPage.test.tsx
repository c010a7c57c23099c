import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import type { Transaction } from '@palco/contracts';
import { addTranslations, changeLocale, sessionStore } from '@palco/shared';
import {
  errorReply,
  fakeApi,
  type FakeApi,
  makeAccount,
  ok,
  renderWithProviders,
} from '@palco/shared/testing';
import { dictionaries } from '../i18n';
import { InvoiceHistoryPage } from './InvoiceHistoryPage';
import { manageDictionaries } from './manage-i18n';

addTranslations(manageDictionaries);

const MONTHLY: Transaction = {
  id: 'inv-1',
  number: 'FT PALCO2026/1',
  date: '2026-04-06',
  plan_id: 'plan-monthly',
  plan_name: 'Mensal',
  amount: 6.99,
  currency: 'EUR',
  vat_rate: 0.23,
  payment_type: 'thinkpay',
  payment_method: 'mbway',
  period_start: '2026-04-06',
  period_end: '2026-05-05',
};
const YEARLY: Transaction = {
  ...MONTHLY,
  id: 'inv-2',
  number: 'FT PALCO2026/2',
  date: '2026-04-20',
  plan_id: 'plan-yearly',
  plan_name: 'Anual',
  amount: 69.99,
  payment_type: 'paypal',
  payment_method: 'paypal',
  period_start: '2026-05-06',
  period_end: '2027-05-05',
};

let api: FakeApi | undefined;
const saved: { href: string; download: string }[] = [];
let createObjectURL: jest.Mock;

beforeEach(() => {
  createObjectURL = jest.fn(() => 'blob:invoice');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  // What the browser would save: the link the page clicks, in place of jsdom's navigation.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(async () => {
  await api?.restore();
  api = undefined;
  saved.length = 0;
  jest.restoreAllMocks();
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
  await act(() => changeLocale('pt_PT'));
});

function show(): ReturnType<typeof userEvent.setup> {
  window.history.pushState({}, '', '/profile/history');
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ premium: true }));
  renderWithProviders(
    <BrowserRouter>
      <InvoiceHistoryPage />
    </BrowserRouter>,
    dictionaries,
  );
  return userEvent.setup();
}

describe('/profile/history', () => {
  it('lists every invoice as the API gives them, newest first: number, date, plan, amount, method', async () => {
    api = fakeApi({ 'GET /v1/account/transaction': ok({ transactions: [YEARLY, MONTHLY] }) });
    show();
    const table = await screen.findByRole('table', {
      name: 'As tuas faturas, da mais recente para a mais antiga',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'FT PALCO2026/2',
      'FT PALCO2026/1',
    ]);
    expect(rows[0]).toHaveTextContent('20 de abril de 2026');
    expect(rows[0]).toHaveTextContent('AnualDe 6 de maio de 2026 a 5 de maio de 2027');
    expect(rows[0]).toHaveTextContent(/69,99\s€/);
    expect(rows[0]).toHaveTextContent('PayPal');
    expect(rows[1]).toHaveTextContent('MB WAY');
    expect(document.title).toBe('Faturas — Palco');
  });

  it('downloads an invoice’s PDF, in the viewer’s language, under the invoice’s name', async () => {
    api = fakeApi({
      'GET /v1/account/transaction': ok({ transactions: [YEARLY, MONTHLY] }),
      'GET /v1/account/transaction/pdf/inv-1': ok('%PDF-1.7'),
    });
    const user = show();
    await user.click(
      await screen.findByRole('button', { name: 'Descarregar a fatura FT PALCO2026/1 em PDF' }),
    );
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:invoice', download: 'fatura-FT-PALCO2026-1.pdf' }]),
    );
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(api.requestsTo('/v1/account/transaction/pdf/inv-1')[0]?.params).toEqual({ lang: 'pt_PT' });
  });

  it('says so when an invoice cannot be downloaded, and the others still can be', async () => {
    api = fakeApi({
      'GET /v1/account/transaction': ok({ transactions: [YEARLY, MONTHLY] }),
      'GET /v1/account/transaction/pdf/inv-2': errorReply(500),
    });
    const user = show();
    await user.click(
      await screen.findByRole('button', { name: 'Descarregar a fatura FT PALCO2026/2 em PDF' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível descarregar a fatura FT PALCO2026/2. Tenta novamente.',
    );
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Descarregar a fatura FT PALCO2026/1 em PDF' })).toBeEnabled();
  });

  it('says there are no invoices yet', async () => {
    api = fakeApi({ 'GET /v1/account/transaction': ok({ transactions: [] }) });
    show();
    expect(await screen.findByText(/Ainda não tens faturas/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await act(() => changeLocale('en'));
    api = fakeApi({ 'GET /v1/account/transaction': ok({ transactions: [MONTHLY] }) });
    show();
    expect(await screen.findByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /FT PALCO2026\/1/ })).toHaveTextContent('April 6, 2026');
    expect(
      screen.getByRole('button', { name: 'Download invoice FT PALCO2026/1 as a PDF' }),
    ).toBeInTheDocument();
  });
});
