// Writes src/app/routeTree.gen.ts (not checked in) so the type check can run without a Vite build first.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const root = here('..');

const config = getConfig(
  {
    target: 'react',
    routesDirectory: here('../src/app/routes'),
    generatedRouteTree: here('../src/app/routeTree.gen.ts'),
    quoteStyle: 'single',
  },
  root,
);
await new Generator({ config, root }).run();
