import { act, screen, within } from '@testing-library/react';
import { changeLocale } from '../i18n/i18n';
import { makePlan, renderWithProviders } from '../testing';
import { PlanList } from './PlanCard';

const plans = [
  makePlan({ id: 'm', name: 'Mensal', price: 6.99, currency: 'EUR', period_type: 'M', highlight: false }),
  makePlan({
    id: 'y',
    name: 'Anual',
    description: 'Dois meses grátis.',
    price: 69.9,
    currency: 'EUR',
    period_type: 'Y',
    highlight: true,
  }),
];

describe('PlanList and PlanCard', () => {
  afterEach(() => act(() => changeLocale('pt_PT')));

  it('shows each plan’s name, description, price in the viewer’s language and period in words', () => {
    renderWithProviders(<PlanList plans={plans} />);
    const [monthly, yearly] = screen.getAllByRole('listitem');
    expect(within(monthly!).getByRole('heading', { name: 'Mensal' })).toBeInTheDocument();
    expect(monthly).toHaveTextContent(/6,99\s€\s*por mês/);
    expect(monthly).not.toHaveTextContent('Recomendado');
    expect(yearly).toHaveTextContent(/^Recomendado\s*Anual\s*Dois meses grátis\.\s*69,90\s€\s*por ano$/);
  });

  it('speaks the viewer’s language', async () => {
    renderWithProviders(<PlanList plans={plans} />);
    for (const [locale, text] of [
      ['en', /^Recommended.*€69\.90\s*per year/],
      ['fr_FR', /^Recommandé.*69,90\s€\s*par an/],
    ] as const) {
      await act(() => changeLocale(locale));
      expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(text);
    }
  });
});
