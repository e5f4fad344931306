import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { readIconNames, type iconSources } from './icon-sources.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

type IconSetName = keyof typeof iconSources;

/** One line of markup without the namespace, size and decoration attributes the page sets itself. */
const tidy = (svg: string) =>
  svg
    .replace(/\s*\n\s*/g, '')
    .replace(/ xmlns="[^"]*"| width="\d+"| height="\d+"| aria-hidden="true"| data-slot="icon"/g, '');

const fromFolder = (pkg: string, folder: string, rootFill?: string) => (name: string) => {
  const svg = tidy(readFileSync(join(packageDir(pkg), folder, `${name}.svg`), 'utf8'));
  // Material's files leave the fill to the default (black); the page draws icons in the text colour.
  return rootFill ? svg.replace('<svg ', `<svg fill="${rootFill}" `) : svg;
};

const featherIcons = (): Record<string, string> =>
  JSON.parse(readFileSync(join(packageDir('feather-icons'), 'dist/icons.json'), 'utf8'));

const svgReaders: Record<IconSetName, (name: string) => string> = {
  feather: (name) =>
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" ' +
    `stroke-linejoin="round">${featherIcons()[name]}</svg>`,
  'heroicons-outline': fromFolder('heroicons', '24/outline'),
  'heroicons-solid': fromFolder('heroicons', '24/solid'),
  'heroicons-mini': fromFolder('heroicons', '20/solid'),
  'material-solid': fromFolder('@material-design-icons/svg', 'filled', 'currentColor'),
  'material-outline': fromFolder('@material-design-icons/svg', 'outlined', 'currentColor'),
  'material-twotone': fromFolder('@material-design-icons/svg', 'two-tone', 'currentColor'),
};

/** Each icon's SVG markup by name, in the order of the set's name list. */
export function readIconSvgs(set: IconSetName): Record<string, string> {
  return Object.fromEntries(readIconNames(set).map((name) => [name, svgReaders[set](name)]));
}
