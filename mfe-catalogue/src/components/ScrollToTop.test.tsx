import { act, render } from '@testing-library/react';
import { navigateToUrl, start } from 'single-spa';
import { ScrollToTop } from './ScrollToTop';

/** Runs a navigation and waits until single-spa has handed its popstate to the page's listeners. */
async function settle(navigate: () => void): Promise<void> {
  await act(async () => {
    const routed = new Promise((resolve) =>
      window.addEventListener('single-spa:routing-event', resolve, { once: true }),
    );
    navigate();
    await routed;
  });
}

describe('ScrollToTop', () => {
  beforeAll(() => {
    window.history.replaceState(null, '', '/start');
    start({ urlRerouteOnly: true });
  });

  it('scrolls to the top when the viewer opens another page, not on back or on a query change', async () => {
    await settle(() => navigateToUrl('/'));
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();

    // A link followed by any app: single-spa's navigation, answered with its marked popstate.
    await settle(() => navigateToUrl('/movie/x/1'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await settle(() => navigateToUrl('/movie/x/1?menu=a'));
    // The browser's back and forward: its own popstate.
    await settle(() => window.history.back());
    await settle(() => window.history.back());
    expect(window.location.pathname).toBe('/');
    await settle(() => window.history.forward());
    expect(window.location.pathname).toBe('/movie/x/1');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });
});
