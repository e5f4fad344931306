/**
 * In-memory stores of the demo areas. Each area keeps its state in one store seeded from its data file;
 * `resetDemoData()` reseeds them all (tests call it between cases, the browser never needs to).
 */
export interface Store<T> {
  readonly data: T;
  reset(): void;
}

const resets = new Set<() => void>();

export function createStore<T>(seed: () => T): Store<T> {
  let data = seed();
  const reset = () => {
    data = seed();
  };
  resets.add(reset);
  return {
    get data() {
      return data;
    },
    reset,
  };
}

export function resetDemoData(): void {
  for (const reset of resets) reset();
}
