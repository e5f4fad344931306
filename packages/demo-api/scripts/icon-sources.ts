import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The folder of an installed package (found through its package.json). */
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

const svgNames = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length));

/** Where each icon set's names come from. */
export const iconSources = {
  feather: () =>
    Object.keys(JSON.parse(readFileSync(join(packageDir('feather-icons'), 'dist/icons.json'), 'utf8'))),
  'heroicons-outline': () => svgNames(join(packageDir('heroicons'), '24/outline')),
  'heroicons-solid': () => svgNames(join(packageDir('heroicons'), '24/solid')),
  'heroicons-mini': () => svgNames(join(packageDir('heroicons'), '20/solid')),
  'material-solid': () => svgNames(join(packageDir('@material-design-icons/svg'), 'filled')),
  'material-outline': () => svgNames(join(packageDir('@material-design-icons/svg'), 'outlined')),
  'material-twotone': () => svgNames(join(packageDir('@material-design-icons/svg'), 'two-tone')),
};

export function readIconNames(set: keyof typeof iconSources): string[] {
  return iconSources[set]().sort();
}
