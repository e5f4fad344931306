import { fileURLToPath } from 'node:url';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildsDemoLayer, DEMO_ROUTES_PATTERN, withoutDemoWorker } from './build/demo-layer.ts';
import { precompress } from './build/precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * DEMO_LAYER=false at build time leaves the demo layer out (decision 058): the router skips the demo routes, so none
 * of src/demo is reached; the app's code sees `__DEMO_LAYER__` false, so it imports neither the demo worker nor the
 * shell's demo panels; the worker's files leave the output. That build's route tree is a file of its own, which
 * router.ts imports instead, so that a build with the demo layer beside it (a test) keeps the full one.
 */
const demoLayer = buildsDemoLayer();
const ROUTE_TREE = here('./src/app/routeTree.gen.ts');
const ROUTE_TREE_WITHOUT_DEMO = here('../../node_modules/.cache/taka-web/routeTree.without-demo.gen.ts');

/**
 * TanStack Start builds the app twice from the same route tree (decision 057): for the browser into dist/client,
 * which the server serves as files, and for Node into dist/server, whose fetch handler the server's render workers
 * call for every page.
 */
export default defineConfig(({ command }) => ({
  root: here('.'),
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      router: {
        entry: 'app/router.ts',
        routesDirectory: 'app/routes',
        quoteStyle: 'single',
        // A page's loader loads with the page, not with the app: the queries it asks for stay out of every page's
        // first script.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        },
        ...(demoLayer
          ? { generatedRouteTree: ROUTE_TREE }
          : { generatedRouteTree: ROUTE_TREE_WITHOUT_DEMO, routeFileIgnorePattern: DEMO_ROUTES_PATTERN }),
      },
      client: { entry: 'app/client.ts' },
      server: { entry: 'app/server.ts' },
    }),
    react(),
    ...(demoLayer ? [] : [withoutDemoWorker()]),
    // .br and .gz beside every text file the browser gets, which the server sends to clients that accept them.
    precompress(),
  ],
  define: { __DEMO_LAYER__: JSON.stringify(demoLayer) },
  resolve: {
    alias: [
      { find: '@/', replacement: here('./src/') },
      // MSW's cookie jar, the demo worker's largest part; no demo answer sets or reads a cookie.
      { find: 'tough-cookie', replacement: here('../../packages/demo-api/src/lib/empty-cookie-jar.ts') },
      ...(demoLayer ? [] : [{ find: /^\.\/routeTree\.gen$/, replacement: ROUTE_TREE_WITHOUT_DEMO }]),
    ],
  },
  // The server bundle carries every package it runs: the API loads it from wherever the build was copied. Vite's
  // development server loads them from node_modules.
  ssr: { noExternal: command === 'build' ? true : undefined },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', emptyOutDir: true },
  environments: {
    // A page names every chunk it needs up front, and the browser spends main-thread time on each one it fetches:
    // the few-hundred-byte chunks automatic splitting makes are copied into the chunks that use them (Rolldown keeps
    // one module state behind the copies). /statement named 195 module preloads, 62 with this; decision 057.
    client: {
      build: {
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: {
                maxSize: 8 * 1024,
                exclude: /\.css(\?|$)/,
              },
            },
          },
        },
      },
    },
  },
}));
