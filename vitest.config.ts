import { defineConfig } from 'vitest/config';

/**
 * One run covers every package. Server tests run once on embedded PGlite and, when TEST_DATABASE_URL
 * names a PostgreSQL, once more against it (TEST_DB tells the test harness which).
 */
const serverProject = (backend: 'pglite' | 'postgres') => ({
  test: {
    name: `server:${backend}`,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB: backend, NODE_ENV: 'test' },
    // Every file builds its own app over its own database and keeps no state in modules, so a worker runs file after
    // file in one module graph instead of loading the server (and compiling PGlite) again for each: server:pglite
    // took 100 s instead of 184 s, same machine, same load. Within a file, tests still share that file's app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// Vitest's default, one worker fewer than cores, runs the files one at a time on the 2-core machine: two at a time
// fill both cores while files wait on PostgreSQL or on PGlite's start (measured: 477 s -> 299 s; 3: 317 s).
const WORKERS = 2;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['test/**/*.test.ts'] } },
      { test: { name: 'demo-api', root: './packages/demo-api', include: ['test/**/*.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/shared/testing/setup.ts'],
          // A project that extends a Vite config takes Vitest's default (cores - 1: one here), not the run's
          // maxWorkers. And a worker runs file after file in one module graph, as the server's do: the setup file
          // unmounts each test's render, the demo handlers reseed after each test. 458 s -> 201 s, same machine.
          maxWorkers: WORKERS,
          isolate: false,
        },
      },
      // Checks of the built app (bundle size): plain Node, and time for a build first.
      {
        test: {
          name: 'web:build',
          root: './apps/web',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          hookTimeout: 330_000,
        },
      },
    ],
  },
});
