import { startPlayback } from './autoplay';

function refusal(): Error {
  const error = new Error('play() failed because the user did not interact');
  error.name = 'NotAllowedError';
  return error;
}

describe('startPlayback', () => {
  it('plays with sound when the browser allows it', async () => {
    const engine = { play: jest.fn(() => Promise.resolve()), setMuted: jest.fn() };
    await expect(startPlayback(engine)).resolves.toBe('playing');
    expect(engine.setMuted).not.toHaveBeenCalled();
  });

  it('mutes and retries when unmuted autoplay is refused', async () => {
    const engine = {
      play: jest.fn<Promise<void>, []>().mockRejectedValueOnce(refusal()).mockResolvedValueOnce(undefined),
      setMuted: jest.fn(),
    };
    await expect(startPlayback(engine)).resolves.toBe('muted');
    expect(engine.setMuted).toHaveBeenCalledWith(true);
    expect(engine.play).toHaveBeenCalledTimes(2);
  });

  it('gives up quietly when even muted autoplay is refused', async () => {
    const engine = { play: jest.fn(() => Promise.reject(refusal())), setMuted: jest.fn() };
    await expect(startPlayback(engine)).resolves.toBe('blocked');
  });

  it('passes other failures on', async () => {
    const engine = { play: jest.fn(() => Promise.reject(new Error('decode'))), setMuted: jest.fn() };
    await expect(startPlayback(engine)).rejects.toThrow('decode');
    expect(engine.setMuted).not.toHaveBeenCalled();
  });
});
