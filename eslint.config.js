// @ts-check
import { readdirSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webSrc = 'apps/web/src';
const foldersOf = (dir) =>
  readdirSync(new URL(`./${webSrc}/${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersOf('features');
const demoAreas = foldersOf('demo').filter((folder) => folder !== 'shared');

/** Imports flow app -> features -> shared; a feature never reaches into another feature. */
const featureBoundaries = features.map((feature) => ({
  files: [`${webSrc}/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/app/*', '@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: 'A feature imports only itself and @/shared (app -> features -> shared).',
          },
          { group: ['../../*'], message: 'Leave the feature folder through @/shared, not a relative path.' },
        ],
      },
    ],
  },
}));

/**
 * The demo layer apart (decision 058): a demo area imports only itself, demo/shared and @/shared, as a feature does;
 * demo/shared only @/shared.
 */
const demoBoundaries = [
  ...demoAreas.map((area) => ({
    files: [`${webSrc}/demo/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/app/*',
                '@/features/*',
                '@/demo/*',
                `!@/demo/${area}`,
                `!@/demo/${area}/**`,
                '!@/demo/shared',
                '!@/demo/shared/**',
              ],
              message: 'A demo area imports only itself, @/demo/shared and @/shared.',
            },
            {
              group: ['../../*'],
              message: 'Leave the demo area through @/demo/shared or @/shared, not a relative path.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: [`${webSrc}/demo/shared/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/features/*', '@/demo/*', '!@/demo/shared', '!@/demo/shared/**'],
              message: 'demo/shared imports neither the demo areas, the features nor app.',
            },
          ],
        },
      ],
    },
  },
];

const WEB_SRC_DIR = fileURLToPath(new URL(`./${webSrc}`, import.meta.url));
const DEMO_DIR = resolve(WEB_SRC_DIR, 'demo');
/** The file or folder an import names, resolved as the app's `@/` alias and relative paths are; null for a package. */
function importTarget(filename, specifier) {
  if (specifier.startsWith('@/')) return resolve(WEB_SRC_DIR, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(filename), specifier);
  return null;
}
/** The libraries only the demo layer uses (decision 058). */
const DEMO_PACKAGES = /^(@tiptap\/|@mui\/x-charts(\/|$))/;
/**
 * The bank's code (features, shared, app, but the demo routes) never imports the demo layer, by `@/demo/...` or by a
 * relative path, nor the libraries only it uses (decision 058): it reads without them, and a build with
 * DEMO_LAYER=false leaves them out.
 */
const noDemoImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      demo: 'Banking code imports nothing of src/demo: only the demo routes (app/routes/_main/_demo) mount it.',
      demoPackage: "TipTap and MUI X Charts are the demo layer's alone (decision 058).",
    },
  },
  create(context) {
    /** @param {any} node */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      if (DEMO_PACKAGES.test(specifier))
        return context.report({ node: node.source, messageId: 'demoPackage' });
      const target = importTarget(context.filename, specifier);
      if (target === null) return;
      const inside = relative(DEMO_DIR, target);
      if (!inside.startsWith('..') && !isAbsolute(inside))
        context.report({ node: node.source, messageId: 'demo' });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
const PLAIN_KIT_DIR = resolve(WEB_SRC_DIR, 'shared/ui/plain');
/**
 * The UI kit without MUI is the sign-in page's alone, which its Lighthouse budget needs (decision 047): every other
 * page is drawn with MUI.
 */
const plainKitForSignInOnly = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      plain: 'shared/ui/plain is for the sign-in page and its toolbar only (decision 047): use MUI.',
    },
  },
  create(context) {
    /** @param {any} node */
    const check = (node) => {
      const specifier = node.source?.value;
      const target = typeof specifier === 'string' ? importTarget(context.filename, specifier) : null;
      if (target !== null && (target === PLAIN_KIT_DIR || target.startsWith(`${PLAIN_KIT_DIR}/`)))
        context.report({ node: node.source, messageId: 'plain' });
    };
    return { ImportDeclaration: check, ImportExpression: check };
  },
};
const taka = {
  rules: { 'no-demo-imports': noDemoImports, 'plain-kit-for-sign-in-only': plainKitForSignInOnly },
};
const bankCodeWithoutDemo = {
  files: [`${webSrc}/*.{ts,tsx}`, `${webSrc}/{app,features,shared}/**/*.{ts,tsx}`],
  ignores: [`${webSrc}/app/routes/_main/_demo/**`],
  plugins: { taka },
  rules: { 'taka/no-demo-imports': 'error' },
};
const plainKitUsers = {
  files: [`${webSrc}/**/*.{ts,tsx}`],
  ignores: [
    `${webSrc}/shared/ui/plain/**`,
    `${webSrc}/features/auth/SignInPage.tsx`,
    `${webSrc}/features/auth/components/{PasskeySignIn,SignedOutNotice}.tsx`,
    `${webSrc}/features/layout/guest/GuestToolbar.tsx`,
    `${webSrc}/shared/ui/preferences/{LanguageMenu,AppearanceMenu}.tsx`,
  ],
  plugins: { taka },
  rules: { 'taka/plain-kit-for-sign-in-only': 'error' },
};

/**
 * Decision 023: numbers, money, dates and times are written by packages/contracts/src/format.ts alone (useFormat()
 * on the web). Intl.Segmenter (the PDFs' text layout) is not formatting and stays allowed.
 */
const FORMAT_RULE =
  'Write numbers, money, dates and times with packages/contracts/src/format.ts (useFormat() on the web): docs/decisions/023.';
const oneFormattingRule = {
  files: [`${webSrc}/**/*.{ts,tsx}`, 'apps/server/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
  ignores: [
    '**/*.test.{ts,tsx}',
    'packages/contracts/src/format.ts',
    // the MUI X date picker's adapter reads and writes dates with luxon
    `${webSrc}/shared/ui/form/FormDateField.tsx`,
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "MemberExpression[object.name='Intl'][property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]",
        message: FORMAT_RULE,
      },
      {
        selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
        message: FORMAT_RULE,
      },
      {
        selector: 'ImportDeclaration[source.value=/^(luxon|date-fns|dayjs|moment)\\b/]',
        message: FORMAT_RULE,
      },
      {
        selector: 'ImportExpression[source.value=/^(luxon|date-fns|dayjs|moment)\\b/]',
        message: FORMAT_RULE,
      },
      {
        // What an expression body returns becomes the effect's clean-up, and React calls it: Chromium's
        // scrollIntoView, for one, returns a Promise, which broke a screen.
        selector:
          'CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[expression=true]',
        message: 'Give an effect a block body, and return only a clean-up function from it.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'apps/web/src/app/routeTree.gen.ts',
      'apps/web/public/mockServiceWorker.js',
      'apps/web/public/demo-worker.js',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`, 'packages/demo-api/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [`${webSrc}/shared/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/features/*'], message: 'shared/ imports neither features nor app.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...demoBoundaries,
  bankCodeWithoutDemo,
  plainKitUsers,
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.).*', message: 'contracts import nothing but zod.' }] },
      ],
    },
  },
  oneFormattingRule,
  {
    files: ['bench/**/*.ts', 'deploy/**/*.ts', 'apps/server/src/scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
