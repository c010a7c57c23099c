import { fireEvent, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { AppLink } from './AppLink';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const navigate = jest.mocked(navigateToUrl);

beforeEach(() => navigate.mockReset());

describe('AppLink', () => {
  it('navigates through single-spa on a plain click and tells the caller first', () => {
    const onNavigate = jest.fn();
    render(
      <AppLink href="/guia-tv" onNavigate={onNavigate}>
        Guia TV
      </AppLink>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByRole('link', { name: 'Guia TV' }), click);

    expect(click.defaultPrevented).toBe(true);
    expect(onNavigate).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/guia-tv');
  });

  it('leaves modified clicks to the browser, so a new tab still opens', () => {
    render(<AppLink href="/guia-tv">Guia TV</AppLink>);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(screen.getByRole('link', { name: 'Guia TV' }), click);

    expect(click.defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
