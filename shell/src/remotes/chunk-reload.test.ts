import { isChunkLoadError, reloadOnceAMinute } from './chunk-reload';

describe('chunk load failures', () => {
  it('recognises webpack chunk errors and nothing else', () => {
    const chunk = new Error('Loading chunk 123 failed.\n(error: http://x/123.js)');
    expect(isChunkLoadError(chunk)).toBe(true);
    const named = new Error('whatever');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const reload = jest.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadOnceAMinute(t0, sessionStorage, reload)).toBe(true);
    expect(reloadOnceAMinute(t0 + 59_999, sessionStorage, reload)).toBe(false);
    expect(reloadOnceAMinute(t0 + 60_000, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
