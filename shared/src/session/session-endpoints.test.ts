import { readFileSync } from 'node:fs';
import path from 'node:path';

// A remote bundles a copy of shared in case the shell's does not suit it. Through contracts' list of every
// call (`endpoints`), that copy kept the definitions of shared's own calls, and the settings' and account's
// schemas, in the remote's first file; through `sessionEndpoints` they stay in the copy's own chunk.
it('makes its own calls through contracts’ sessionEndpoints, not the list of every call', () => {
  for (const file of ['settings/settings.ts', 'session/session-service.ts']) {
    const source = readFileSync(path.join(__dirname, '..', file), 'utf8');
    expect({ file, session: /sessionEndpoints\./.test(source) }).toEqual({ file, session: true });
    expect({ file, every: /(?<![A-Za-z])endpoints\./.test(source) }).toEqual({ file, every: false });
  }
});
