/**
 * In-memory stores of the demo areas. Each area keeps its state in one store seeded from its data file, which is
 * loaded on the area's first request (`load()`, which the area's routes await through `routeWith`): the browser
 * fetches an area's seed data only when that area is first asked for. `resetDemoData()` drops every store's data,
 * so the next request seeds it afresh (tests call it between cases, the browser never needs to).
 *
 * In the browser the stores also keep their data for the session (`persistDemoData(sessionStorage)`, called by
 * the worker's start): after each change a store writes its data under its name, and a store that finds data
 * there on its first load takes it instead of its seed, so a reload shows what was changed. Node tests never turn
 * this on, so there a reset always reseeds.
 */
export interface Store<T> {
  /** The data; read it only in a route that loaded the store (`routeWith(store)`). */
  readonly data: T;
  /** Seeds the store on first use (from the session's saved data when there is some); later calls resolve at once. */
  load(): Promise<void>;
  /** Writes the data to the session's storage when persistence is on; nothing otherwise. */
  save(): void;
  reset(): void;
}

/** The part of the Web Storage API the stores use. */
export type DemoStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The number changes whenever a store's data changes shape (version 2: scrumboard cards' attachments and
 * activities), so a session saved by an older build reseeds instead of answering what the schemas refuse.
 */
const STORAGE_PREFIX = 'taka.demo.2.';
const resets = new Set<() => void>();
let storage: DemoStorage | null = null;

/** Keeps every store's data in `target` from now on (null stops it); see the module comment. */
export function persistDemoData(target: DemoStorage | null): void {
  storage = target;
}

function readSaved<T>(name: string): T | undefined {
  try {
    const saved = storage?.getItem(STORAGE_PREFIX + name);
    return saved ? (JSON.parse(saved) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A store named `name` (its key in the session's storage) seeded by `seed`, which imports its seed module
 * dynamically: `() => import('../seed/x.ts').then(...)`.
 */
export function createStore<T>(name: string, seed: () => Promise<T>): Store<T> {
  let data: T | undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    if (!loading) {
      const saved = readSaved<T>(name);
      const current = (saved === undefined ? seed() : Promise.resolve(saved)).then((seeded) => {
        if (loading === current) data = seeded;
      });
      loading = current;
    }
    return loading;
  };
  const save = () => {
    if (!storage || data === undefined) return;
    try {
      storage.setItem(STORAGE_PREFIX + name, JSON.stringify(data));
    } catch {
      // A full storage only costs the session its changes after a reload; the page goes on.
    }
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
    save,
    reset,
  };
}

export function resetDemoData(): void {
  for (const reset of resets) reset();
}
