import type { PlayerEngineEventName, PlayerEngineEvents, PlayerEngineListener } from './PlayerEngine';

type AnyListener = (payload: never) => void;

/** The listener registry each engine keeps, so all of them report events the same way. */
export class EngineEmitter {
  private readonly listeners = new Map<PlayerEngineEventName, Set<AnyListener>>();

  on<K extends PlayerEngineEventName>(event: K, listener: PlayerEngineListener<K>): () => void {
    const set = this.listeners.get(event) ?? new Set<AnyListener>();
    set.add(listener);
    this.listeners.set(event, set);
    return () => {
      set.delete(listener);
    };
  }

  emit<K extends PlayerEngineEventName>(event: K, payload: PlayerEngineEvents[K]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as PlayerEngineListener<K>)(payload);
  }

  clear(): void {
    this.listeners.clear();
  }
}
