import { navigateToUrl } from 'single-spa';
import { bus, sessionStore, signOut } from '@palco/shared';
import { afterSessionEnd, connectSessionEnd } from './session-end';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@palco/shared', () => ({
  ...jest.requireActual<typeof import('@palco/shared')>('@palco/shared'),
  signOut: jest.fn(),
}));
const navigate = jest.mocked(navigateToUrl);
const logout = jest.mocked(signOut);

describe('after a session ends', () => {
  it('goes home after a logout, to the international home from international pages', () => {
    expect(afterSessionEnd('signed-out', '/profile')).toEqual({ kind: 'navigate', to: '/' });
    expect(afterSessionEnd('signed-out', '/movie/a/1')).toEqual({ kind: 'navigate', to: '/' });
    expect(afterSessionEnd('signed-out', '/international/subscribe')).toEqual({
      kind: 'navigate',
      to: '/international',
    });
  });

  it('reloads home from search, whose results belong to the old session', () => {
    expect(afterSessionEnd('signed-out', '/search')).toEqual({ kind: 'reload', to: '/' });
  });

  it('keeps the page when the token expired (the viewer is asked to sign in) or could not be restored', () => {
    expect(afterSessionEnd('expired', '/profile')).toEqual({ kind: 'stay' });
    expect(afterSessionEnd('restore-failed', '/')).toEqual({ kind: 'stay' });
  });
});

describe('connectSessionEnd', () => {
  beforeEach(() => {
    navigate.mockReset();
    logout.mockReset().mockResolvedValue(undefined);
  });

  it('navigates by the rule whichever app ended the session', () => {
    window.history.pushState({}, '', '/guia-tv');
    const disconnect = connectSessionEnd();
    bus.emit('session:ended', { reason: 'signed-out' });
    disconnect();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('signs a signed-in viewer out when /logout is opened, and leaves a visitor alone', () => {
    const disconnect = connectSessionEnd();
    const route = (newUrl: string): void => {
      window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { newUrl } }));
    };
    route('http://localhost/logout');
    expect(logout).not.toHaveBeenCalled();

    sessionStore.setState({ token: 'tok' });
    route('http://localhost/guia-tv');
    expect(logout).not.toHaveBeenCalled();
    route('http://localhost/logout');
    expect(logout).toHaveBeenCalledTimes(1);
    sessionStore.setState({ token: null });
    disconnect();
  });
});
