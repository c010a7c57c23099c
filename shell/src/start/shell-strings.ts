import { SHELL_STRINGS_ID, type Locale } from '@palco/contracts';
import { runChunks } from '../remotes/remote-files';

/**
 * The scripts of the shell's own strings for `locale`, as the build listed them in the page (each language's
 * dictionary is split from the shell's code), or none.
 */
export function shellStringsFiles(doc: Document, locale: Locale): string[] {
  const text = doc.getElementById(SHELL_STRINGS_ID)?.textContent;
  if (!text) return [];
  try {
    const files: unknown = (JSON.parse(text) as Record<string, unknown>)[locale];
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Starts downloading the shell's strings for the page's language from the first script, and runs them as
 * they arrive (`runChunks`): the shell renders nothing before they are in, and would otherwise ask for
 * them only once its shared libraries had arrived and run.
 */
export function preloadShellStrings(doc: Document, locale: Locale): void {
  runChunks(doc, shellStringsFiles(doc, locale));
}
