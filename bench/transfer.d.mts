// Types of transfer.mjs, for the browser test that holds each route to bench/budget.json.
import type { BrowserContext } from '@playwright/test';

export interface Transfer {
  url: string;
  origin: string;
  /** The DevTools resource type: 'Script', 'Document', 'Fetch', 'Image', 'Media', … */
  type: string;
  status: number;
  /** Bytes on the wire: the compressed body plus headers. */
  wire: number;
  /** Bytes of the decoded body. */
  decoded: number;
}

export interface Totals {
  wire: number;
  decoded: number;
  files: number;
}

export interface VisitTransfer {
  js: Totals;
  all: Totals;
  transfers: Transfer[];
}

export function coldVisit(
  context: BrowserContext,
  url: string,
  options?: { idleMs?: number; timeoutMs?: number },
): Promise<VisitTransfer>;

export function kB(bytes: number): string;
