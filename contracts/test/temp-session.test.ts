import {
  clearTempSession,
  readTempSession,
  TEMP_ACCOUNT_STORAGE_KEY,
  TEMP_SESSION_MAX_AGE_MS,
  TEMP_TOKEN_STORAGE_KEY,
  writeTempSession,
} from '../src';

/** A browser's Storage, in memory (these tests run in Node). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

const localStorage = new MemoryStorage();
const NOW = Date.UTC(2026, 10, 25, 9);
const SESSION = { token: 'tok-temp', account: { id: 'acc-new', email: 'nova@palco.pt' } };

afterEach(() => localStorage.clear());

describe('a registration’s session kept for paying before activation (spec sections 3 and 4)', () => {
  it('is kept under section 3’s temp-token and temp-account, and read back for an hour', () => {
    writeTempSession(localStorage, SESSION, NOW);
    expect(localStorage.getItem(TEMP_TOKEN_STORAGE_KEY)).toBe('tok-temp');
    expect(JSON.parse(localStorage.getItem(TEMP_ACCOUNT_STORAGE_KEY) ?? '{}')).toMatchObject(SESSION.account);
    expect(readTempSession(localStorage, NOW + TEMP_SESSION_MAX_AGE_MS)).toEqual(SESSION);
    expect(readTempSession(localStorage, NOW + TEMP_SESSION_MAX_AGE_MS + 1)).toBeNull();
    // A clock that went back does not make it last longer.
    expect(readTempSession(localStorage, NOW - 1)).toBeNull();
  });

  it('is nothing when half of it, or something else, is stored', () => {
    localStorage.setItem(TEMP_TOKEN_STORAGE_KEY, 'tok');
    expect(readTempSession(localStorage, NOW)).toBeNull();
    localStorage.setItem(TEMP_ACCOUNT_STORAGE_KEY, '{"id": 3}');
    expect(readTempSession(localStorage, NOW)).toBeNull();
    localStorage.setItem(TEMP_ACCOUNT_STORAGE_KEY, 'not json');
    expect(readTempSession(localStorage, NOW)).toBeNull();
  });

  it('is forgotten on request', () => {
    writeTempSession(localStorage, SESSION, NOW);
    clearTempSession(localStorage);
    expect(readTempSession(localStorage, NOW)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
