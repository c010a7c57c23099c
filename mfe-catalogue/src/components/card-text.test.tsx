import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { addTranslations, i18n, translationsReady, useTranslation } from '@palco/shared';
import { type FakeApi, fakeApi, makeContentItem, makeRail, renderWithProviders } from '@palco/shared/testing';
import { Rail } from '../features/browse/components/Rail';
import { dictionaries } from '../i18n';
import { CardTextProvider } from './card-text';

// English and French are loaded when a page needs them; these tests switch language under a rendered page.
beforeAll(async () => {
  addTranslations(dictionaries);
  await Promise.all([translationsReady('en'), translationsReady('fr_FR')]);
});

// Counts the calls while keeping what they do.
jest.mock('react-i18next', () => {
  const actual = jest.requireActual<typeof import('react-i18next')>('react-i18next');
  return { ...actual, useTranslation: jest.fn(actual.useTranslation) };
});

const rail = makeRail({
  name: 'Exclusivos',
  contents: Array.from({ length: 10 }, (_, index) =>
    makeContentItem({ id: `m${index}`, title: `Título ${index}`, exclusive: true, premium: true }),
  ),
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({});
  jest.mocked(useTranslation).mockClear();
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('pt_PT'));
  await api.restore();
});

function renderRail(): void {
  renderWithProviders(
    <MemoryRouter>
      <CardTextProvider>
        <Rail rail={rail} />
      </CardTextProvider>
    </MemoryRouter>,
    dictionaries,
  );
}

describe('CardTextProvider', () => {
  it('translates a rail of cards through one useTranslation, whatever the number of cards', () => {
    renderRail();
    expect(screen.getAllByTestId('card')).toHaveLength(10);
    expect(screen.getAllByText('Exclusivo')).toHaveLength(10);
    expect(jest.mocked(useTranslation)).toHaveBeenCalledTimes(1);
  });

  it('renders the cards again in a new language', async () => {
    renderRail();
    await act(() => i18n.changeLanguage('en'));
    const [first] = screen.getAllByTestId('card');
    expect(within(first!).getByText('Exclusive')).toBeInTheDocument();
    expect(within(first!).getByText('Título 0')).toHaveAttribute('lang', 'pt-PT');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});
