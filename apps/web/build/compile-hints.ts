import type { Plugin, Rolldown } from 'vite';
import { GROUPED_ENTRY, OWN_CHUNK } from './first-view-chunks.ts';

/**
 * V8's explicit compile hint (Chrome 136): compile every function of the file as it streams in, on a background
 * thread, instead of each one on the main thread when it is first called. Only as the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks a page waits for before it paints (the files of decision 027's preload links): the entry, the modules
 * main.tsx starts with and every route's pieces (the modules first-view-chunks keeps as chunks of their own), the
 * files of the bootstrap and the MUI layer, with all they import statically.
 */
export function chunksBeforePaint(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const found = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) visit(chunks.get(file)!);
  };
  const startsAPage = (chunk: Rolldown.OutputChunk) =>
    chunk.isEntry ||
    OWN_CHUNK.test(chunk.facadeModuleId ?? '') ||
    chunk.moduleIds.some((id) => GROUPED_ENTRY.test(id));
  for (const chunk of chunks.values()) if (startsAPage(chunk)) visit(chunk);
  return [...found.values()];
}

/**
 * Marks the chunks a page runs before it paints for eager compilation (decision 043). Compiling a function on first
 * call was the largest part of the main thread's work on a cold start, more than React's or MUI's own: about a
 * quarter of the sign-in page's and of the dashboard's, with Chromium's 4x CPU slowdown. The hint is added after the
 * file names are hashed; it is the same for every build of a chunk, so a name still stands for one content.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'taka-compile-hints',
    apply: 'build',
    // After Vite's own: it puts the map of a file's dynamic imports' dependencies (`__vite__mapDeps`) first in the
    // files that have one, which left the hint on their second line, where V8 does not look (decision 052).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of chunksBeforePaint(bundle)) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
