import { render } from '@testing-library/react';
import { navigateToUrl, start } from 'single-spa';
import { settleNavigation } from '../testing/navigation';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  beforeAll(() => {
    window.history.replaceState(null, '', '/start');
    start({ urlRerouteOnly: true });
  });

  it('scrolls to the top when the viewer opens another page, not on back or on a query change', async () => {
    await settleNavigation(() => navigateToUrl('/'));
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();

    // A link followed by any app: single-spa's navigation, answered with its marked popstate.
    await settleNavigation(() => navigateToUrl('/movie/x/1'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await settleNavigation(() => navigateToUrl('/movie/x/1?menu=a'));
    // The browser's back and forward: its own popstate.
    await settleNavigation(() => window.history.back());
    await settleNavigation(() => window.history.back());
    expect(window.location.pathname).toBe('/');
    await settleNavigation(() => window.history.forward());
    expect(window.location.pathname).toBe('/movie/x/1');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });
});
