import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Written by the web build (apps/web/build/renderers.ts): the app's pages drawn in Node, one module per page,
 * bundled with what they import (the server's image has none of the web app's packages).
 */
export const RENDERERS_DIR = join('.vite', 'renderers');

/**
 * One of the web build's renderer modules, imported when first asked for and again when the build has changed;
 * null while there is no such build (the server runs without the web app).
 */
export function webRenderer<Module>(dist: string, name: string) {
  const file = join(dist, RENDERERS_DIR, `${name}.js`);
  let loaded: { mtimeMs: number; module: Promise<Module> } | undefined;
  return async function load(): Promise<Module | null> {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      const url = `${pathToFileURL(file).href}?build=${info.mtimeMs}`;
      loaded = { mtimeMs: info.mtimeMs, module: import(url) as Promise<Module> };
    }
    return loaded.module;
  };
}
