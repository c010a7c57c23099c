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
  /** Fetched by a link prefetch hint (lowest priority, for where the viewer may go next), not run. */
  prefetch: boolean;
}

export interface Totals {
  wire: number;
  decoded: number;
  files: number;
}

export interface VisitTransfer {
  /** The scripts the page runs. */
  js: Totals;
  /** What the page prefetched for the links on screen while idle. */
  prefetched: Totals;
  all: Totals;
  transfers: Transfer[];
}

export function coldVisit(
  context: BrowserContext,
  url: string,
  options?: { idleMs?: number; timeoutMs?: number },
): Promise<VisitTransfer>;

export function kB(bytes: number): string;
