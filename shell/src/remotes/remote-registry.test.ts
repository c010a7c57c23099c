import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadExposed } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

describe('loading a module another team exposes', () => {
  it('asks the federation runtime for the contracted module and hands it over', async () => {
    const LoginPopup = (): null => null;
    load.mockResolvedValue({ LoginPopup });
    await expect(loadExposed('mfe-account', 'loginPopup')).resolves.toEqual({ LoginPopup });
    expect(load).toHaveBeenCalledWith('mfe_account/login-popup');
  });

  it('refuses a deployment whose module no longer exports what the contract names', async () => {
    load.mockResolvedValue({ LoginDialog: () => null });
    await expect(loadExposed('mfe-account', 'loginPopup')).rejects.toThrow(
      'mfe-account/login-popup does not export LoginPopup',
    );
  });
});
