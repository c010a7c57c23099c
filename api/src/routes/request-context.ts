import type { FastifyReply, FastifyRequest } from 'fastify';
import { optionalViewer } from '../auth/sessions';
import type { ItemContext } from '../content/items';
import type { Deps } from '../deps';
import type { PublicAnswers } from '../http/public-answers';

/** The clock and, for a signed-in viewer with a profile, whose statuses to attach to items. */
export function itemContext(deps: Deps, request: FastifyRequest): ItemContext {
  return { nowMs: deps.now(), viewer: optionalViewer(request) };
}

/**
 * The answer `make` gives: made for a viewer with a profile (it carries their marks on each title), and
 * for anyone else the one every such caller shares, from `publicAnswers`.
 */
export function answerFor<T>(
  deps: Deps,
  publicAnswers: PublicAnswers,
  request: FastifyRequest,
  reply: FastifyReply,
  make: (ctx: ItemContext) => Promise<T>,
): Promise<T | FastifyReply> {
  const ctx = itemContext(deps, request);
  return ctx.viewer ? make(ctx) : publicAnswers.send(request, reply, () => make(ctx));
}
