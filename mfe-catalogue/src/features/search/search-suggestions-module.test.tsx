import { exposedExports, type ExposedModule } from '@palco/contracts';
import * as exposed from './search-suggestions-module';

// The type check fails here if the module stops matching what contracts promise the shell's header.
const conforms: ExposedModule<'mfe-catalogue', 'searchSuggestions'> = exposed;

describe('the exposed ./search-suggestions module', () => {
  it('exports exactly the names the contract gives the shell', () => {
    expect(Object.keys(exposed)).toEqual([...exposedExports['mfe-catalogue'].searchSuggestions]);
    expect(typeof conforms.SearchSuggestions).toBe('function');
  });
});
