import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { optionalViewer } from '../auth/sessions';
import type { ItemContext } from '../content/items';
import type { Deps } from '../deps';
import { parseInput } from '../http/errors';

/** The clock and, for a signed-in viewer with a profile, whose statuses to attach to items. */
export async function itemContext(deps: Deps, request: FastifyRequest): Promise<ItemContext> {
  const nowMs = deps.now();
  return { nowMs, viewer: await optionalViewer(deps.db, request, nowMs) };
}

const IdParams = z.object({ id: z.string().min(1).max(200) });

export function idParam(request: FastifyRequest): string {
  return parseInput(IdParams, request.params).id;
}

const CursorQuery = z.object({ cursor: z.string().min(1).max(200).optional() });

export function cursorParam(request: FastifyRequest): string | undefined {
  return parseInput(CursorQuery, request.query).cursor;
}
