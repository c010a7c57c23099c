import type { ExposedModule } from '@palco/contracts';
import { type ExposedLoader, loadExposedModule, registerExposedLoader } from './exposed-modules';

const TrailerAdBreak = (): null => null;
const trailerModule: ExposedModule<'mfe-player', 'trailerAdBreak'> = { TrailerAdBreak };

describe('loading another remote’s exposed module', () => {
  it('rejects, saying why, while no loader is registered', async () => {
    await expect(loadExposedModule('mfe-player', 'trailerAdBreak')).rejects.toThrow(
      'No loader for exposed modules is registered',
    );
  });

  it('goes through the registered loader and hands over what it loaded', async () => {
    const load = jest.fn(() => Promise.resolve(trailerModule));
    const unregister = registerExposedLoader(load as unknown as ExposedLoader);
    await expect(loadExposedModule('mfe-player', 'trailerAdBreak')).resolves.toBe(trailerModule);
    expect(load).toHaveBeenCalledWith('mfe-player', 'trailerAdBreak');
    unregister();
    await expect(loadExposedModule('mfe-player', 'trailerAdBreak')).rejects.toThrow(/registered/);
  });

  it('passes on the loader’s failure, thrown or rejected', async () => {
    const unregister = registerExposedLoader(() => {
      throw new Error('mfe-player is not listed in /remotes.json');
    });
    await expect(loadExposedModule('mfe-player', 'trailerAdBreak')).rejects.toThrow('not listed');
    unregister();
    const again = registerExposedLoader(() => Promise.reject(new Error('mfe-player did not answer')));
    await expect(loadExposedModule('mfe-player', 'trailerAdBreak')).rejects.toThrow('did not answer');
    again();
  });

  it('keeps a newer loader when an older one is taken back', async () => {
    const first = registerExposedLoader(() => Promise.reject(new Error('first')));
    const second = registerExposedLoader((() => Promise.resolve(trailerModule)) as unknown as ExposedLoader);
    first();
    await expect(loadExposedModule('mfe-player', 'trailerAdBreak')).resolves.toBe(trailerModule);
    second();
  });
});
