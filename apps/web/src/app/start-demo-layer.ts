import { isDemoLayerEnabled, setDemoWorkerRunning } from '@/shared/config/client-config';

type DemoBrowserModule = { startDemoWorker?: () => Promise<unknown> };

// Globs instead of plain imports: the demo layer is optional, and the build must not fail while it is absent. A
// build with DEMO_LAYER=false holds neither (decision 058).
const demoModules = __DEMO_LAYER__
  ? import.meta.glob<DemoBrowserModule>('../../../../packages/demo-api/src/browser.ts')
  : {};
// The schemas of the shell's demo lists, in the chunk of what the worker needs for them (decision 049).
const demoSchemas = __DEMO_LAYER__
  ? import.meta.glob('../../../../packages/demo-api/src/schemas/common.ts')
  : {};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the MSW worker that answers the demo areas in the browser; false when it is absent or fails. */
async function startDemoWorker(): Promise<boolean> {
  const load = Object.values(demoModules)[0];
  if (!load) return false;
  try {
    // Building the areas' schemas and evaluating MSW were one long task; the schemas' chunk goes first, in a task
    // of its own (decision 043).
    await Object.values(demoSchemas)[0]?.();
    await nextTask();
    const module = await load();
    if (!module.startDemoWorker) return false;
    await module.startDemoWorker();
    return true;
  } catch (error) {
    console.warn('The demo layer could not start; its areas stay empty.', error);
    return false;
  }
}

let starting: Promise<boolean> | undefined;

/**
 * Starts the demo worker the first time the signed-in layout is entered, when the server turns the demo layer on
 * (DESIGN "Demo layer": never on a guest page, which then loads none of it). Resolves whether the worker runs: never
 * on the server.
 */
export function startDemoLayer(): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  starting ??= (isDemoLayerEnabled() ? startDemoWorker() : Promise.resolve(false)).then((running) => {
    setDemoWorkerRunning(running);
    return running;
  });
  return starting;
}
