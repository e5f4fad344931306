/**
 * Response delays of the simulated handlers (SPEC 9): 0 by default, 300 ms for the product list and 625 ms for
 * the mail list. The browser worker uses these; Node tests run with every delay at 0 and may inject `wait` to
 * observe the delay a handler asks for without waiting for it.
 */
export interface DemoDelays {
  default: number;
  products: number;
  mails: number;
}

export type DelayKind = keyof DemoDelays;

export const SPEC_DELAYS: Readonly<DemoDelays> = { default: 0, products: 300, mails: 625 };
export const NO_DELAYS: Readonly<DemoDelays> = { default: 0, products: 0, mails: 0 };

export interface DemoOptions {
  delays: DemoDelays;
  /** Waits the given milliseconds; called once per handled request with that handler's delay. */
  wait: (ms: number) => Promise<void>;
}

export interface DemoOptionsInput {
  delays?: Partial<DemoDelays>;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

const options: DemoOptions = { delays: { ...SPEC_DELAYS }, wait: sleep };

/** Replaces the delays and/or the wait function; what is not given returns to the specification's default. */
export function configureDemo(input: DemoOptionsInput = {}): void {
  options.delays = { ...SPEC_DELAYS, ...input.delays };
  options.wait = input.wait ?? sleep;
}

export function applyDelay(kind: DelayKind): Promise<void> {
  return options.wait(options.delays[kind]);
}
