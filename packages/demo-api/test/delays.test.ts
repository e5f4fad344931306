import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoServer, demoServerListenOptions } from '../src/node.ts';
import { applyDelay, configureDemo } from '../src/config.ts';
import { SPEC_DELAYS } from '../src/index.ts';
import { url } from './helpers.ts';

/** Every delay a handler asked for, in order; the injected wait does not actually wait. */
const waited: number[] = [];
const server = createDemoServer({
  delays: SPEC_DELAYS,
  wait: async (ms) => {
    waited.push(ms);
  },
});

beforeAll(() => server.listen(demoServerListenOptions));
afterEach(() => {
  waited.length = 0;
});
afterAll(() => server.close());

describe('response delays', () => {
  it('applies 300 ms to the product list', async () => {
    await fetch(url('/api/apps/ecommerce/inventory/products'));
    expect(waited).toEqual([300]);
  });

  it('applies 625 ms to the mail list', async () => {
    await fetch(url('/api/apps/mailbox/mails?folder=inbox'));
    expect(waited).toEqual([625]);
  });

  it('applies 0 ms to every other call', async () => {
    await fetch(url('/api/apps/ecommerce/inventory/product?id=x'));
    await fetch(url('/api/apps/academy/courses'));
    expect(waited).toEqual([0, 0]);
  });
});

describe('the default wait', () => {
  afterEach(() => vi.useRealTimers());

  it('holds a delayed answer until the delay has passed', async () => {
    vi.useFakeTimers();
    configureDemo({ delays: SPEC_DELAYS });
    let done = false;
    const pending = applyDelay('mails').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(624);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });

  it('can be set to 0 for tests', async () => {
    vi.useFakeTimers();
    configureDemo({ delays: { products: 0, mails: 0 } });
    await expect(applyDelay('products')).resolves.toBeUndefined();
  });
});
