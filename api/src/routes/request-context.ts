import type { FastifyReply, FastifyRequest } from 'fastify';
import { viewingRulesOf } from '../accounts/profiles';
import { optionalViewer, requireViewer, type Viewer } from '../auth/sessions';
import type { ItemContext } from '../content/items';
import { UNRESTRICTED, type ViewingRules } from '../content/viewing-rules';
import type { Deps } from '../deps';
import { varyBy } from '../http/prepared-answer';
import type { PublicAnswers } from '../http/public-answers';

/** What the viewer's profile may see and keeps; visitors and sessions without a profile are unrestricted. */
export function viewingRules(deps: Deps, viewer: Viewer | null): Promise<ViewingRules> {
  return viewer ? viewingRulesOf(deps.db, viewer) : Promise.resolve(UNRESTRICTED);
}

/**
 * The clock and, for a signed-in viewer with a profile, whose statuses to attach to items and what their
 * profile may see.
 */
export async function itemContext(deps: Deps, request: FastifyRequest): Promise<ItemContext> {
  const viewer = optionalViewer(request);
  return { nowMs: deps.now(), viewer, rules: await viewingRules(deps, viewer) };
}

/** The same for per-profile calls: 423 without a chosen profile. */
export async function viewerContext(
  deps: Deps,
  request: FastifyRequest,
): Promise<ItemContext & { viewer: Viewer }> {
  const viewer = requireViewer(request);
  return { nowMs: deps.now(), viewer, rules: await viewingRules(deps, viewer) };
}

const isShared = (ctx: ItemContext): boolean =>
  ctx.viewer === null && ctx.rules.maxAge === null && !ctx.rules.guest;

/**
 * The answer `make` gives: for anyone without a profile, the one every such caller shares, from
 * `publicAnswers`; for a viewer with a profile, made for them (it carries their marks on each title and
 * only what their restriction lets them see), so it is never served from the shared answers nor put
 * there, and no cache along the way keeps it.
 */
export async function answerFor<T>(
  deps: Deps,
  publicAnswers: PublicAnswers,
  request: FastifyRequest,
  reply: FastifyReply,
  make: (ctx: ItemContext) => Promise<T>,
): Promise<T | FastifyReply> {
  const ctx = await itemContext(deps, request);
  if (isShared(ctx)) return publicAnswers.send(request, reply, () => make(ctx));
  reply.header('cache-control', 'private, no-store');
  varyBy(reply, 'authorization');
  return make(ctx);
}
