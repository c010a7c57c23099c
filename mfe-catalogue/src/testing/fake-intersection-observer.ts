/**
 * An IntersectionObserver a test drives (jsdom has none): `show(el)` tells every observer watching `el`
 * that it came into its root's (margin-widened) view.
 */
export class FakeIntersectionObserver {
  static instances = new Set<FakeIntersectionObserver>();
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.add(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    FakeIntersectionObserver.instances.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** The observers watching `target` now. */
  static watching(target: Element): FakeIntersectionObserver[] {
    return [...FakeIntersectionObserver.instances].filter((observer) => observer.targets.has(target));
  }

  static show(target: Element): void {
    for (const observer of FakeIntersectionObserver.watching(target)) {
      const entry = { target, isIntersecting: true } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

/** Puts the fake in the page's place; the function it returns puts back what was there (jsdom: nothing). */
export function installFakeIntersectionObserver(): () => void {
  const had = 'IntersectionObserver' in window;
  const original = window.IntersectionObserver;
  FakeIntersectionObserver.instances.clear();
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return () => {
    FakeIntersectionObserver.instances.clear();
    if (had) window.IntersectionObserver = original;
    else Reflect.deleteProperty(window, 'IntersectionObserver');
  };
}
