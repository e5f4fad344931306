import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The libraries every page runs before its first paint: one chunk instead of dozens of slivers, each a request of
 * its own with its own headers and a round trip on a slow network. MUI's components are left out: they are split
 * with the screens that use them.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-is|use-sync-external-store|@emotion[\\/][^\\/]+|@mui[\\/](system|utils|styled-engine|private-theming)|stylis|hoist-non-react-statics|clsx|@babel[\\/]runtime|i18next|react-i18next|i18next-http-backend|@tanstack[\\/][^\\/]+|zod)[\\/]/;

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
    // .br and .gz beside every text file of dist, which the server sends to clients that accept them.
    precompress(),
  ],
  resolve: { alias: { '@/': here('./src/') } },
  // The server swaps the placeholder for a fresh nonce per response (docs/decisions/003).
  html: { cspNonce: '__CSP_NONCE__' },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest names each entry's chunks: the size budget test reads it.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
  },
});
