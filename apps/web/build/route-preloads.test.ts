import { describe, expect, it } from 'vitest';
import type { Manifest } from '../scripts/bundle-size.ts';
import { ANY_OTHER_PATH, routePreloads } from './route-preloads.ts';

const split = (file: string) => `src/app/routes/${file}?tsr-split=component`;

const DEMO_WORKER = '../../packages/demo-api/src/browser.ts';
const NOTES_HANDLERS = '../../packages/demo-api/src/handlers/notes.ts';

/**
 * A build of an entry that imports Zod's setup and the bootstrap dynamically, a root, the app's MUI layer, a guest
 * layout with sign-in, a main layout with a dashboard folder, a page by id, and the demo worker.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_languages.js'],
    dynamicImports: ['src/shared/config/zod-without-eval.ts', 'src/bootstrap.tsx'],
  },
  '_languages.js': { file: 'assets/languages.js' },
  '_framework.js': { file: 'assets/framework.js' },
  'src/shared/config/zod-without-eval.ts': { file: 'assets/zod-setup.js', imports: ['_framework.js'] },
  'src/bootstrap.tsx': { file: 'assets/bootstrap.js', imports: ['_framework.js', '_contracts.js'] },
  '_contracts.js': { file: 'assets/contracts.js' },
  'src/app/MuiAppLayer.tsx': { file: 'assets/mui-pages.js', imports: ['_mui.js', 'src/bootstrap.tsx'] },
  '_mui.js': { file: 'assets/mui.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_framework.js'] },
  [split('__root.tsx')]: { file: 'assets/root.js', imports: ['src/bootstrap.tsx'] },
  [split('_guest.tsx')]: { file: 'assets/guest.js', imports: ['src/bootstrap.tsx'] },
  [split('_guest/sign-in.tsx')]: {
    file: 'assets/sign-in.js',
    imports: ['src/bootstrap.tsx', '_form.js'],
    dynamicImports: ['_dialog.js'],
  },
  '_dialog.js': { file: 'assets/dialog.js' },
  [split('_main.tsx')]: { file: 'assets/main.js', imports: ['src/bootstrap.tsx'] },
  [split('_main/dashboard/index.tsx')]: { file: 'assets/dashboard.js', imports: ['_form.js'] },
  [split('_main/dashboard/tag-account.tsx')]: { file: 'assets/tag-account.js' },
  [split('_main/apps/chat/$chatId.tsx')]: { file: 'assets/chat.js' },
  [DEMO_WORKER]: {
    file: 'assets/browser.js',
    isDynamicEntry: true,
    // What the shell's lists need (schemas, stores, seeds) is one static import; other areas' code and seeds come later.
    imports: ['_framework.js', '_demo-first-view.js'],
    dynamicImports: [NOTES_HANDLERS, '../../packages/demo-api/src/seed/mailbox.ts'],
  },
  '_demo-first-view.js': { file: 'assets/demo-first-view.js' },
  [NOTES_HANDLERS]: { file: 'assets/notes.js', imports: [DEMO_WORKER, '_notes-schemas.js'] },
  '_notes-schemas.js': { file: 'assets/notes-schemas.js' },
  '../../packages/demo-api/src/seed/mailbox.ts': { file: 'assets/mailbox-seed.js', imports: [DEMO_WORKER] },
};

describe('route preloads', () => {
  const { pages: preloads, demoLayer } = routePreloads(manifest);
  /** What every page needs first, in the order the chunks import each other. */
  const start = [
    'assets/languages.js',
    'assets/framework.js',
    'assets/zod-setup.js',
    'assets/contracts.js',
    'assets/bootstrap.js',
  ];
  /** What every page drawn with MUI needs besides. */
  const muiLayer = ['assets/mui.js', 'assets/mui-pages.js'];

  it('lists every page of a fixed path, and `/`: layouts, the root and pages with a parameter are none', () => {
    expect(Object.keys(preloads).sort()).toEqual([
      ANY_OTHER_PATH,
      '/',
      '/dashboard',
      '/dashboard/tag-account',
      '/sign-in',
    ]);
  });

  it("names the app's start, the MUI layer, the page's layouts and its own chunks with their static imports, once, dependencies first", () => {
    expect(preloads['/dashboard']).toEqual([
      ...start,
      ...muiLayer,
      'assets/main.js',
      'assets/form.js',
      'assets/dashboard.js',
    ]);
  });

  it('leaves the MUI layer out of a page drawn without MUI, and of `/`, which sends a guest to sign in', () => {
    expect(preloads['/']).toEqual(preloads['/sign-in']);
    expect(preloads['/sign-in']).toEqual([
      ...start,
      'assets/guest.js',
      'assets/form.js',
      'assets/sign-in.js',
    ]);
  });

  it("gives any other path (a page with a parameter, an unknown path) the app's start and MUI layer", () => {
    expect(preloads[ANY_OTHER_PATH]).toEqual([...start, ...muiLayer]);
  });

  it('leaves out the entry file index.html names and what a page imports only when it needs it', () => {
    for (const files of Object.values(preloads)) {
      expect(files).not.toContain('assets/index.js');
      expect(files).not.toContain('assets/dialog.js');
    }
  });

  it("names the demo worker's files, not other areas' handlers or seeds, for the signed-in pages", () => {
    expect(demoLayer).toEqual({
      files: ['assets/framework.js', 'assets/demo-first-view.js', 'assets/browser.js'],
      pages: ['/dashboard', '/dashboard/tag-account'],
    });
  });

  it('says a build without the demo worker holds no demo layer', () => {
    const { [DEMO_WORKER]: _worker, ...withoutWorker } = manifest;
    expect(routePreloads(withoutWorker).demoLayer).toBeNull();
  });
});
