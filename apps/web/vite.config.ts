import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The demo layer's MSW worker script is served from public/ but not checked in: copy the installed msw's. */
function mockServiceWorkerScript(): Plugin {
  return {
    name: 'taka:mock-service-worker',
    buildStart() {
      const source = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
      copyFileSync(source, here('./public/mockServiceWorker.js'));
    },
  };
}

export default defineConfig({
  root: here('.'),
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: here('./src/app/routes'),
      generatedRouteTree: here('./src/app/routeTree.gen.ts'),
      quoteStyle: 'single',
      autoCodeSplitting: true,
    }),
    react(),
    mockServiceWorkerScript(),
  ],
  resolve: { alias: { '@/': here('./src/') } },
  // The server swaps the placeholder for a fresh nonce per response (docs/decisions/003).
  html: { cspNonce: '__CSP_NONCE__' },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
