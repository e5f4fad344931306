/**
 * In-memory stores of the demo areas. Each area keeps its state in one store seeded from its data file, which is
 * loaded on the area's first request (`load()`, which the area's routes await through `routeWith`): the browser
 * fetches an area's seed data only when that area is first asked for. `resetDemoData()` drops every store's data,
 * so the next request seeds it afresh (tests call it between cases, the browser never needs to).
 */
export interface Store<T> {
  /** The data; read it only in a route that loaded the store (`routeWith(store)`). */
  readonly data: T;
  /** Seeds the store on first use; later calls resolve at once. */
  load(): Promise<void>;
  reset(): void;
}

const resets = new Set<() => void>();

/** A store seeded by `seed`, which imports its seed module dynamically: `() => import('../seed/x.ts').then(...)`. */
export function createStore<T>(seed: () => Promise<T>): Store<T> {
  let data: T | undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    if (!loading) {
      const current = seed().then((seeded) => {
        if (loading === current) data = seeded;
      });
      loading = current;
    }
    return loading;
  };
  const reset = () => {
    data = undefined;
    loading = undefined;
  };
  resets.add(reset);
  return {
    get data() {
      if (data === undefined) throw new Error('A demo store was read before it was loaded.');
      return data;
    },
    load,
    reset,
  };
}

export function resetDemoData(): void {
  for (const reset of resets) reset();
}
