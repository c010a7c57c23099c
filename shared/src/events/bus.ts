import mitt, { type Emitter } from 'mitt';
import type { PalcoEvents } from '@palco/contracts';

export type PalcoBus = Emitter<PalcoEvents>;

/**
 * The one session event bus of the page. `shared` is a Module Federation singleton, so every remote
 * gets this same instance.
 */
export const bus: PalcoBus = mitt<PalcoEvents>();
