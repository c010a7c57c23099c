import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy hash source ('sha256-…', without quotes) of an inline script's text: how a
 * sandbox page the site frames lists the one script it may run.
 */
export const scriptHash = (script: string): string =>
  `sha256-${createHash('sha256').update(script).digest('base64')}`;
