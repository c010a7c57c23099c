import { registerServiceWorker } from './register';

function fakes(readyState: DocumentReadyState) {
  const register = jest.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const nav = { serviceWorker: { register } } as unknown as Navigator;
  const listeners: Record<string, () => void> = {};
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  } as unknown as Window;
  return { register, nav, win, listeners };
}

describe('registering the service worker', () => {
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
  });

  it('waits for the page to load, so it never competes with the first load', () => {
    process.env.NODE_ENV = 'production';
    const { register, nav, win, listeners } = fakes('interactive');
    registerServiceWorker(nav, win);
    expect(register).not.toHaveBeenCalled();
    listeners.load?.();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers at once when the page has already loaded', () => {
    process.env.NODE_ENV = 'production';
    const { register, nav, win } = fakes('complete');
    registerServiceWorker(nav, win);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers nothing outside production builds, which have no worker', () => {
    process.env.NODE_ENV = 'development';
    const { register, nav, win, listeners } = fakes('complete');
    registerServiceWorker(nav, win);
    listeners.load?.();
    expect(register).not.toHaveBeenCalled();
  });
});
