import type { FastifyRequest } from 'fastify';
import { optionalViewer } from '../auth/sessions';
import type { ItemContext } from '../content/items';
import type { Deps } from '../deps';

/** The clock and, for a signed-in viewer with a profile, whose statuses to attach to items. */
export function itemContext(deps: Deps, request: FastifyRequest): ItemContext {
  return { nowMs: deps.now(), viewer: optionalViewer(request) };
}
