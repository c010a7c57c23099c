import { act } from '@testing-library/react';

/**
 * Runs a navigation (a link followed, the browser's back) and waits until single-spa, started in the test,
 * has handed its `popstate` to the page's listeners, which it does once it has rerouted.
 */
export async function settleNavigation(navigate: () => void): Promise<void> {
  await act(async () => {
    const routed = new Promise((resolve) =>
      window.addEventListener('single-spa:routing-event', resolve, { once: true }),
    );
    navigate();
    await routed;
  });
}
