import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { z } from 'zod';

/** The demo routes' folder and layout (`src/app/routes/_main/_demo/`, `_demo.tsx`), as the router names entries. */
export const DEMO_ROUTES_PATTERN = '^_demo(\\.tsx)?$';
/** What the demo layer's prebuild step writes into public/ (packages/demo-api/scripts/write-browser-worker.ts). */
export const DEMO_WORKER_FILES = ['demo-worker.js', 'mockServiceWorker.js'];

const DemoLayerSchema = z.stringbool().default(true);

/**
 * Whether the build holds the demo layer (DESIGN "Demo layer", decision 058): DEMO_LAYER=false at build time leaves
 * out its routes, its screens, the shell's demo panels and the demo worker. Read as the server reads its own
 * DEMO_LAYER (apps/server/src/config.ts).
 */
export function buildsDemoLayer(env: Record<string, string | undefined> = process.env): boolean {
  const parsed = DemoLayerSchema.safeParse(env.DEMO_LAYER || undefined);
  if (!parsed.success) throw new Error(`DEMO_LAYER must be true or false, not "${env.DEMO_LAYER}"`);
  return parsed.data;
}

/** The Vite plugin of a build without the demo layer: the demo worker's files, copied from public/, removed again. */
export function withoutDemoWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'taka:without-demo-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Before closeBundle, where the precompress plugin writes their compressed copies.
    async writeBundle() {
      if (this.environment.name !== 'client') return;
      const outDir = resolve(config.root, this.environment.config.build.outDir);
      await Promise.all(DEMO_WORKER_FILES.map((file) => rm(join(outDir, file), { force: true })));
    },
  };
}
