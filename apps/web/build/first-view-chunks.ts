import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type { Manifest } from '../scripts/bundle-size.ts';

const SEP = '[\\\\/]';
const ENTRY = new RegExp(`src${SEP}main\\.tsx$`);
const BOOTSTRAP = new RegExp(`src${SEP}bootstrap\\.tsx$`);
const GUEST_PAGES = new RegExp(
  `src${SEP}app${SEP}routes${SEP}_guest(\\.tsx|${SEP}.*)\\?tsr-split=component$`,
);
/** The guest's first view, drawn without MUI (decision 047): the guest layout and the sign-in page. */
const GUEST_FIRST_VIEW = new RegExp(
  `src${SEP}app${SEP}routes${SEP}_guest(\\.tsx|${SEP}sign-in\\.tsx)\\?tsr-split=component$`,
);
/** What every page drawn with MUI has around it, which the root route loads with the first such page. */
const MUI_APP_LAYER = new RegExp(`src${SEP}app${SEP}MuiAppLayer\\.tsx$`);
/** The signed-in layout and the dashboard, and the shell's and the dashboard's queries, which their loaders import. */
const SIGNED_IN_FIRST_VIEW = new RegExp(
  `src${SEP}app${SEP}routes${SEP}(_main\\.tsx|_main${SEP}dashboard${SEP}index\\.tsx)\\?tsr-split=component$` +
    `|src${SEP}features${SEP}(dashboard${SEP}api${SEP}prefetch-dashboard|layout${SEP}api${SEP}load-shell-data)\\.ts$`,
);
/** The app's shared form fields, which every form past the sign-in page uses. */
const SHARED_FORMS = new RegExp(`src${SEP}shared${SEP}(ui|banking)${SEP}form${SEP}`);
const CONTRACTS_INDEX = new RegExp(`packages${SEP}contracts${SEP}src${SEP}index\\.ts$`);
/**
 * Modules that stay chunks of their own, which the build's manifest names: Zod's setup, which main.tsx evaluates
 * with the framework before the bootstrap in a task of its own, and the routes' split pieces.
 */
export const OWN_CHUNK = new RegExp(`src${SEP}shared${SEP}config${SEP}zod-without-eval\\.ts$|\\?tsr-split=`);
/**
 * Modules imported dynamically that share their group's file instead (one request fewer each, decision 052): the
 * bootstrap, in `bootstrap`, and the app's MUI layer, in `mui`. That file has no module of its own then (no facade),
 * and Vite's manifest names them only among their importers' dynamic imports: the plugin names each as an entry of
 * its file, as the preload links and the budget test look them up.
 */
export const GROUPED_ENTRY = new RegExp(`src${SEP}(bootstrap\\.tsx|app${SEP}MuiAppLayer\\.tsx)$`);

/**
 * The app's own modules of the first view, in five chunk groups instead of some forty files of a few hundred bytes
 * (on slow 4G each file costs a round trip on one of six connections, decision 041): `inStart`, what main.tsx
 * imports statically; `inBoot`, what the bootstrap reaches and what both the sign-in page and the signed-in first
 * view draw (none of it MUI, decision 047); `inGuest`, what the sign-in page draws besides; `inMuiPages`, the app's MUI layer and what the other guest pages share
 * with the signed-in first view; `inShell`, what the signed-in layout and the dashboard reach besides, less what a
 * guest page uses, so that no guest page loads the shell. The sets come from the static imports recorded as the build parses the modules,
 * made when chunking first asks. A group also takes its modules' dependencies: the contract schemas they use.
 */
export function firstViewChunks() {
  const imports = new Map<string, readonly string[]>();
  const reachableFrom = (start: RegExp): Set<string> => {
    const seen = new Set<string>();
    const pending = [...imports.keys()].filter((id) => start.test(id));
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      // Not through the contracts' index, which re-exports every contract: which ones a module uses is known only
      // to the bundler's tree shaking, and those it keeps stay in chunks of its making.
      if (seen.has(id) || CONTRACTS_INDEX.test(id)) continue;
      seen.add(id);
      pending.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  type Groups = Record<'start' | 'boot' | 'guest' | 'muiPages' | 'shell', Set<string>>;
  let groups: Groups | undefined;
  const makeGroups = (): Groups => {
    const entry = reachableFrom(ENTRY);
    const guestFirstView = reachableFrom(GUEST_FIRST_VIEW);
    const guestPages = reachableFrom(GUEST_PAGES);
    const signedIn = reachableFrom(SIGNED_IN_FIRST_VIEW);
    const appModule = (id: string) =>
      !id.includes('node_modules') && !id.startsWith('\0') && !OWN_CHUNK.test(id) && !entry.has(id);
    const shared = (a: Set<string>, b: Set<string>) => [...a].filter((id) => b.has(id));
    // With the helpers the sign-in form shares with every other form: in `guest`, they took the sign-in page's
    // code to each of those (decision 053).
    const boot = new Set(
      [
        ...reachableFrom(BOOTSTRAP),
        ...shared(guestFirstView, signedIn),
        ...shared(guestFirstView, reachableFrom(SHARED_FORMS)),
      ].filter(appModule),
    );
    const guest = new Set([...guestFirstView].filter((id) => appModule(id) && !boot.has(id)));
    const muiPages = new Set(
      [...reachableFrom(MUI_APP_LAYER), ...shared(guestPages, signedIn)].filter(
        (id) => appModule(id) && !boot.has(id),
      ),
    );
    const shell = new Set(
      [...signedIn].filter(
        (id) => appModule(id) && !boot.has(id) && !muiPages.has(id) && !guestPages.has(id),
      ),
    );
    // Vite's preload helper too (a virtual module), which main.tsx and the bootstrap's dynamic imports share.
    const start = new Set([...entry].filter((id) => !ENTRY.test(id)));
    return { start, boot, guest, muiPages, shell };
  };
  let root = '';
  const plugin: Plugin = {
    name: 'taka-first-view-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
    // Before the plugins that read the manifest (the preload links).
    writeBundle: {
      sequential: true,
      order: 'pre',
      handler(options, bundle) {
        const path = join(options.dir!, '.vite', 'manifest.json');
        const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
        const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.facadeModuleId) continue;
          const fileEntry = manifest[keyOfFile.get(chunk.fileName) ?? ''];
          for (const id of chunk.moduleIds.filter((module) => GROUPED_ENTRY.test(module))) {
            const key = relative(root, id);
            if (fileEntry) manifest[key] ??= { ...fileEntry, src: key, isDynamicEntry: true };
          }
        }
        writeFileSync(path, JSON.stringify(manifest, null, 2));
      },
    },
  };
  const groupsOnce = () => (groups ??= makeGroups());
  return {
    plugin,
    inStart: (id: string) => groupsOnce().start.has(id),
    inBoot: (id: string) => groupsOnce().boot.has(id),
    inGuest: (id: string) => groupsOnce().guest.has(id),
    inMuiPages: (id: string) => groupsOnce().muiPages.has(id),
    inShell: (id: string) => groupsOnce().shell.has(id),
  };
}
