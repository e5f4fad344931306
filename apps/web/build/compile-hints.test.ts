// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, chunksBeforePaint, compileHintsPlugin } from './compile-hints.ts';

const ROUTES = '/repo/apps/web/src/app/routes';

function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  isEntry = false,
  moduleIds = facadeModuleId ? [facadeModuleId] : [],
) {
  return { type: 'chunk', fileName, facadeModuleId, imports, isEntry, moduleIds, code: `/* ${fileName} */` };
}

/**
 * An entry, Zod's setup and the bootstrap it imports dynamically, two routes' pieces sharing a form chunk, and what
 * only loads later: a dialog a page opens, the demo worker with its seed data.
 */
function bundle(): Rolldown.OutputBundle {
  const chunks = [
    chunk('assets/index.js', '/repo/apps/web/index.html', ['assets/languages.js'], true),
    chunk('assets/languages.js', null),
    chunk('assets/zod-setup.js', '/repo/apps/web/src/shared/config/zod-without-eval.ts', [
      'assets/framework.js',
    ]),
    chunk('assets/framework.js', null),
    // The bootstrap shares its group's file, which has no module of its own (decision 052).
    chunk('assets/bootstrap.js', null, ['assets/framework.js', 'assets/mui.js'], false, [
      '/repo/apps/web/src/shared/session/session-store.ts',
      '/repo/apps/web/src/bootstrap.tsx',
    ]),
    chunk('assets/mui.js', null),
    chunk('assets/sign-in.js', `${ROUTES}/_guest/sign-in.tsx?tsr-split=component`, ['assets/form.js']),
    chunk('assets/statement.js', `${ROUTES}/_main/statement.tsx?tsr-split=component`, ['assets/form.js']),
    chunk('assets/form.js', null, ['assets/framework.js']),
    chunk('assets/dialog.js', '/repo/apps/web/src/shared/ui/Dialog.tsx', ['assets/mui.js']),
    chunk('assets/browser.js', '/repo/packages/demo-api/src/browser.ts', ['assets/demo-schemas.js']),
    chunk('assets/demo-schemas.js', null),
    chunk('assets/chat-seed.js', '/repo/packages/demo-api/src/seed/chat.ts', ['assets/browser.js']),
  ];
  const assets = [{ type: 'asset', fileName: 'assets/bootstrap.css', source: 'body{}' }];
  return Object.fromEntries([...chunks, ...assets].map((output) => [output.fileName, output])) as never;
}

describe('compile hints', () => {
  it('finds what a page runs before it paints: the start, every route and their static imports', () => {
    const files = chunksBeforePaint(bundle()).map((found) => found.fileName);
    expect(files.sort()).toEqual(
      [
        'assets/bootstrap.js',
        'assets/form.js',
        'assets/framework.js',
        'assets/index.js',
        'assets/languages.js',
        'assets/mui.js',
        'assets/sign-in.js',
        'assets/statement.js',
        'assets/zod-setup.js',
      ].sort(),
    );
  });

  it('starts those files with the hint, once each, and leaves the later ones and the assets alone', () => {
    const output = bundle();
    const plugin = compileHintsPlugin();
    const generateBundle = plugin.generateBundle as {
      handler: (options: unknown, bundle: Rolldown.OutputBundle) => void;
    };
    generateBundle.handler.call({}, {}, output);

    const code = (file: string) => (output[file] as Rolldown.OutputChunk).code;
    expect(code('assets/framework.js')).toBe(`${COMPILE_HINT}/* assets/framework.js */`);
    expect(code('assets/sign-in.js').startsWith(COMPILE_HINT)).toBe(true);
    for (const later of [
      'assets/dialog.js',
      'assets/browser.js',
      'assets/chat-seed.js',
      'assets/demo-schemas.js',
    ])
      expect(code(later), later).toBe(`/* ${later} */`);
    expect(output['assets/bootstrap.css']).toMatchObject({ type: 'asset', source: 'body{}' });
  });
});
