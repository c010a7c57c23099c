import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { CONTENT_LANG, contentLang, ContentText } from './ContentText';

afterEach(async () => {
  await act(() => i18n.changeLanguage('pt_PT'));
});

describe('marking the API’s Portuguese text', () => {
  it('is Portuguese for the English and French interfaces, and nothing for the Portuguese one', () => {
    expect(contentLang('en')).toBe(CONTENT_LANG);
    expect(contentLang('fr_FR')).toBe(CONTENT_LANG);
    expect(contentLang('pt_PT')).toBeUndefined();
    expect(contentLang('pt')).toBeUndefined();
  });

  it('follows the interface language as it changes', async () => {
    render(<ContentText>Os Maias</ContentText>);
    expect(screen.getByText('Os Maias')).not.toHaveAttribute('lang');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Os Maias')).toHaveAttribute('lang', 'pt-PT');
  });
});
