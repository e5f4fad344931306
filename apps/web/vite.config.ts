import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintsPlugin } from './build/compile-hints.ts';
import { buildsDemoLayer, DEMO_ROUTES_PATTERN, withoutDemoWorker } from './build/demo-layer.ts';
import { precompress } from './build/precompress.ts';
import { prerenderSignInPlugin } from './build/prerender-sign-in.ts';
import { firstViewChunks } from './build/first-view-chunks.ts';
import { routePreloadsPlugin } from './build/route-preloads.ts';
import { translationPartsPlugin } from './build/translation-parts.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The libraries every page runs before its first paint, in two chunks instead of dozens of slivers (each a request
 * of its own with its own headers and a round trip on a slow network: on slow 4G, forty small files took longer
 * than their bytes): MUI and its styling engine, and the rest. main.tsx evaluates them one task each, where one
 * chunk was one task of 40 to 60 ms on a fast machine (decision 039).
 */
const FRAMEWORK_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'react-is',
  'use-sync-external-store',
  'i18next',
  'react-i18next',
  '@tanstack/(react-router|router-core|history|react-store|store)',
  'zod',
];
/** Only the pages drawn with MUI fetch through TanStack Query, which their libraries' chunk takes in (decision 050). */
const QUERY_LIBRARIES = ['@tanstack/(react-query|query-core)'];
const MUI_LIBRARIES = [
  '@emotion/[\\w.-]+',
  '@mui/(system|utils|styled-engine|private-theming)',
  'stylis',
  'hoist-non-react-statics',
  'clsx',
  '@babel/runtime',
  'react-transition-group',
  '@mui/icons-material/(esm/)?utils',
];
/**
 * MUI's core: the theme and the components the sign-in page and the signed-in shell both draw. The other components
 * are split with the screens that use them.
 */
const MUI_CORE = [
  'styles',
  'utils',
  'internal',
  'transitions',
  'zero-styled',
  'colors',
  'DefaultPropsProvider',
  'GlobalStyles',
  'CssBaseline',
  'InitColorSchemeScript',
  'useLazyRipple',
  'ButtonBase',
  'Button',
  'IconButton',
  'Typography',
  'Paper',
  'Box',
  'Stack',
  'SvgIcon',
  'Link',
  'Alert',
  'CircularProgress',
  'LinearProgress',
];
/**
 * MUI's overlays, lists and the other components the signed-in shell and its first page draw (its menus, panels,
 * navigation, cards and skeletons): one file instead of one per component and per component's classes, which the
 * shell's first view waited for as some thirty requests. `/sign-in` draws none of them (its language menu loads
 * the chunk when opened); a guest page that draws a list, a card or a dialog loads all of it (decision 038).
 */
const MUI_SHELL = [
  'Fade',
  'Collapse',
  'Portal',
  'Modal',
  'Backdrop',
  'List',
  'ListItem',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'Unstable_TrapFocus',
  'Drawer',
  'Slide',
  'AppBar',
  'Toolbar',
  'Badge',
  'Chip',
  'Divider',
  'ToggleButton',
  'ToggleButtonGroup',
  'useMediaQuery',
  'Skeleton',
  'Card',
  'CardContent',
  'Grid',
];
/**
 * MUI's menus, popovers, tooltips, dialogs and snackbars: none shows until the customer opens one, so they come in
 * one file with the first that is opened, not with the shell's first view (decision 051).
 */
const MUI_OVERLAYS = [
  'Grow',
  'Popover',
  'Popper',
  'Menu',
  'MenuList',
  'MenuItem',
  'Tooltip',
  'Dialog',
  'DialogTitle',
  'DialogContent',
  'DialogActions',
  'AlertTitle',
  'Snackbar',
  'SnackbarContent',
];
/**
 * MUI's text and choice inputs, with the app's text input on them: nearly every screen past the dashboard has a
 * form, and each was a file of its own (some ten requests of one or two KB on a transfer's first view; decision 053).
 * The fields that open a menu come apart.
 */
const MUI_INPUTS = [
  'InputBase',
  'FormControl',
  'FormHelperText',
  'FormLabel',
  'InputLabel',
  'OutlinedInput',
  'TextareaAutosize',
  'InputAdornment',
  'FormControlLabel',
  'FormGroup',
  'RadioGroup',
  'Radio',
  'Checkbox',
];
const APP_INPUT_PATTERN = /src[\\/]shared[\\/]ui[\\/]form[\\/]TextInput\.tsx$/;
/** The app's fields bound to react-hook-form, which come with it and its resolver (a search box has no form). */
const APP_FORM_FIELDS_PATTERN =
  /src[\\/]shared[\\/]ui[\\/]form[\\/](FormTextField|FormAmountField|FormErrorAlert|PasswordField|use-form-field|use-field-refusal|use-server-field-errors)\.tsx?$/;
/**
 * MUI's fields that choose from a menu: TextField, which takes Select with it. Select's list subheader stays apart,
 * as the docs' menu draws it alone; so does the app's select field, bound to react-hook-form.
 */
const MUI_SELECTS = ['TextField', 'Select', 'NativeSelect', 'FilledInput', 'Input'];
const MUI_LIST_SUBHEADER_PATTERN = /node_modules[\\/]@mui[\\/]material[\\/]ListSubheader[\\/]/;
/** MUI's table (its pagination opens a select: it comes apart), which the statement and the histories draw. */
const MUI_TABLES = [
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableHead',
  'TableRow',
  'TableFooter',
  'TableSortLabel',
];
/**
 * The navigation's icons: the shell's menu draws every one, and each that a screen shares was a file of its own
 * (two dozen requests of a few hundred bytes).
 */
const NAVIGATION_ICONS = [
  ...readFileSync(here('./src/shared/ui/navigation/navigation-icons.tsx'), 'utf8').matchAll(
    /from '@mui\/icons-material\/(\w+)'/g,
  ),
].map(([, icon]) => icon);
const NAVIGATION_ICONS_PATTERN = new RegExp(
  `node_modules[\\\\/]@mui[\\\\/]icons-material[\\\\/](${NAVIGATION_ICONS.join('|')})\\.mjs$`,
);
/** The demo stores and the schemas and seeds of the shell's lists (with the people and avatars they draw). */
const DEMO_FIRST_VIEW_PATTERN =
  /packages[\\/]demo-api[\\/]src[\\/](store|lib[\\/]images|(schemas|seed)[\\/](common|chat|contacts)|seed[\\/]people)\.ts$/;
/** A module under node_modules/<one of these>/, with either path separator. */
const packagesPattern = (paths: string[]) =>
  new RegExp(`node_modules/(${paths.join('|')})/`.replaceAll('/', '[\\\\/]'));
const MUI_SHELL_PATTERN = packagesPattern([`@mui/material/(${MUI_SHELL.join('|')})`]);
const MUI_OVERLAYS_PATTERN = packagesPattern([`@mui/material/(${MUI_OVERLAYS.join('|')})`]);
const FORM_LIBRARIES_PATTERN = packagesPattern(['react-hook-form', '@hookform/resolvers']);
const MUI_INPUTS_PATTERN = packagesPattern([`@mui/material/(${MUI_INPUTS.join('|')})`]);
const MUI_SELECTS_PATTERN = packagesPattern([`@mui/material/(${MUI_SELECTS.join('|')})`]);
const MUI_TABLES_PATTERN = packagesPattern([`@mui/material/(${MUI_TABLES.join('|')})`]);
const firstView = firstViewChunks();

/**
 * DEMO_LAYER=false at build time leaves the demo layer out (decision 058): the router skips the demo routes, so none
 * of src/demo is reached; the app's code sees `__DEMO_LAYER__` false, so it imports neither the demo worker nor the
 * shell's demo panels; the worker's files leave the output. That build's route tree is a file of its own, which
 * router.ts imports instead, so that a build with the demo layer beside it (a test) keeps the full one.
 */
const demoLayer = buildsDemoLayer();
const ROUTE_TREE = here('./src/app/routeTree.gen.ts');
const ROUTE_TREE_WITHOUT_DEMO = here('../../node_modules/.cache/taka-web/routeTree.without-demo.gen.ts');

export default defineConfig({
  root: here('.'),
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: here('./src/app/routes'),
      quoteStyle: 'single',
      autoCodeSplitting: true,
      ...(demoLayer
        ? { generatedRouteTree: ROUTE_TREE }
        : { generatedRouteTree: ROUTE_TREE_WITHOUT_DEMO, routeFileIgnorePattern: DEMO_ROUTES_PATTERN }),
    }),
    react(),
    // Records the static imports for the first view's chunk groups below (decision 041).
    firstView.plugin,
    // Which files each page loads first, for the server's modulepreload links (decision 027).
    routePreloadsPlugin(),
    // What a page runs before it paints compiles as it downloads, off the main thread (decision 043).
    compileHintsPlugin(),
    // Each translation file in two parts: the first view's texts and the rest (decision 046).
    translationPartsPlugin(here('./public')),
    // The sign-in page drawn to HTML, which the server sends inside index.html (decision 048).
    prerenderSignInPlugin(),
    ...(demoLayer ? [] : [withoutDemoWorker()]),
    // .br and .gz beside every text file of dist, which the server sends to clients that accept them.
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
  // The server swaps the placeholder for a fresh nonce per response (docs/decisions/003).
  html: { cspNonce: '__CSP_NONCE__' },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest names each entry's chunks: the size budget test reads it.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // No runtime preloading of a dynamic import's dependencies: the server's links name a page's first files
    // (decision 027), and the helper's link elements cost the signed-in first view some 25 ms of main thread
    // (decision 038). A later screen's chunk fetches its own imports.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: packagesPattern(FRAMEWORK_LIBRARIES) },
            // The app's own first view in five files instead of some forty (decision 041): what main.tsx imports,
            // what the bootstrap reaches (and what the sign-in page and signed-in pages share), what every page drawn
            // with MUI needs (decision 047, in `mui`, decision 052), the rest of the sign-in page, the signed-in
            // shell and dashboard.
            { name: 'start', test: firstView.inStart },
            { name: 'bootstrap', test: firstView.inBoot },
            // MUI's libraries with the app's MUI layer and what the other guest pages share with the shell: after the
            // bootstrap, which would otherwise lose to it the modules both import (a group takes its modules' imports).
            {
              name: 'mui',
              test: (id: string) =>
                packagesPattern([
                  ...MUI_LIBRARIES,
                  ...QUERY_LIBRARIES,
                  `@mui/material/(${MUI_CORE.join('|')})`,
                ]).test(id) || firstView.inMuiPages(id),
            },
            { name: 'guest', test: firstView.inGuest },
            { name: 'shell', test: (id: string) => MUI_SHELL_PATTERN.test(id) || firstView.inShell(id) },
            // A group takes the modules its own import, but those an earlier group took: the fields' groups come after
            // the groups of what they import (decision 053).
            {
              name: 'inputs',
              test: (id: string) => MUI_INPUTS_PATTERN.test(id) || APP_INPUT_PATTERN.test(id),
            },
            {
              name: 'form-fields',
              test: (id: string) => FORM_LIBRARIES_PATTERN.test(id) || APP_FORM_FIELDS_PATTERN.test(id),
            },
            { name: 'mui-overlays', test: MUI_OVERLAYS_PATTERN },
            { name: 'navigation-icons', test: NAVIGATION_ICONS_PATTERN },
            { name: 'list-subheader', test: MUI_LIST_SUBHEADER_PATTERN },
            { name: 'select-fields', test: MUI_SELECTS_PATTERN },
            { name: 'tables', test: MUI_TABLES_PATTERN },
            // What the demo worker needs for the shell's lists (SPEC 7.3) besides its own chunk, in one file: their
            // schemas, which it builds as it starts, in a task of its own (decision 043), the stores and the lists'
            // seed data, which their first requests load at once. Each a file of its own, they took six connections
            // (of six) for a round trip each while the libraries downloaded (decision 049). Every other area's
            // schemas and seeds come with its screens and handlers.
            { name: 'demo-first-view', test: DEMO_FIRST_VIEW_PATTERN },
          ],
        },
      },
    },
  },
});
