import { ProgressSaver, type ProgressSaverDeps } from './ProgressSaver';

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<ProgressSaverDeps> = {}): {
  saver: ProgressSaver;
  save: jest.Mock<Promise<void>, [number, string]>;
  onSaved: jest.Mock;
  onError: jest.Mock;
  clock: { now: number };
} {
  const clock = { now: 0 };
  const save = jest.fn<Promise<void>, [number, string]>(() => Promise.resolve());
  const onSaved = jest.fn();
  const onError = jest.fn();
  const saver = new ProgressSaver({
    save,
    canSave: () => true,
    onSaved,
    onError,
    now: () => clock.now,
    ...overrides,
  });
  return { saver, save, onSaved, onError, clock };
}

describe('ProgressSaver', () => {
  it('saves every 10 s of playing, in whole seconds', async () => {
    const { saver, save, clock } = setup();
    clock.now = 4_000;
    saver.request('tick', 4.2);
    expect(save).not.toHaveBeenCalled();
    clock.now = 10_000;
    saver.request('tick', 10.7);
    await saver.idle();
    clock.now = 15_000;
    saver.request('tick', 15.1);
    clock.now = 20_000;
    saver.request('tick', 20.3);
    await saver.idle();
    expect(save.mock.calls).toEqual([
      [10, 'tick'],
      [20, 'tick'],
    ]);
  });

  it('sends a leaving save at once, even while another save is in flight', async () => {
    const first = deferred();
    const save = jest
      .fn<Promise<void>, [number, string]>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue(undefined);
    const { saver } = setup({ save });
    saver.request('pause', 12);
    saver.request('leave', 19.6);
    expect(save.mock.calls).toEqual([
      [12, 'pause'],
      [19, 'leave'],
    ]);
    first.resolve();
    await saver.idle();
  });

  it('reports each confirmed save', async () => {
    const { saver, onSaved } = setup();
    saver.request('pause', 33.9);
    await saver.idle();
    expect(onSaved).toHaveBeenCalledWith(33);
  });

  it('never runs two saves at once and sends only the latest waiting position', async () => {
    const first = deferred();
    const { saver, save } = setup();
    save.mockImplementationOnce(() => first.promise);
    saver.request('pause', 30);
    saver.request('unmount', 31);
    saver.request('ended', 32);
    expect(save).toHaveBeenCalledTimes(1);
    first.resolve();
    await saver.idle();
    expect(save.mock.calls).toEqual([
      [30, 'pause'],
      [32, 'ended'],
    ]);
  });

  it('does not repeat a position already saved', async () => {
    const { saver, save } = setup();
    saver.request('pause', 30.2);
    await saver.idle();
    saver.request('unmount', 30.8);
    await saver.idle();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('reports a failed save and lets the next moment try again', async () => {
    const { saver, save, onError, onSaved } = setup();
    save.mockRejectedValueOnce(new Error('offline'));
    saver.request('pause', 40);
    await saver.idle();
    expect(onError).toHaveBeenCalledWith(new Error('offline'), expect.any(Number));
    expect(onSaved).not.toHaveBeenCalled();
    saver.request('unmount', 40);
    await saver.idle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(onSaved).toHaveBeenCalledWith(40);
  });

  it('saves nothing for a signed-out viewer', async () => {
    const { saver, save } = setup({ canSave: () => false });
    saver.request('pause', 50);
    await saver.idle();
    expect(save).not.toHaveBeenCalled();
  });
});
