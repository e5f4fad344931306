/**
 * Writes src/seed/icons/<set>.json: the icon names of each icon set, and src/seed/icons/<set>.svg.json: each
 * icon's SVG markup by name, both read from the installed icon packages
 * (feather-icons, heroicons, @material-design-icons/svg), so no name is typed by hand. Run after upgrading one of
 * them: `npm run generate:icons -w @taka/demo-api`. test/icons.test.ts fails when a list and its package differ.
 */
import { writeFileSync } from 'node:fs';
import { iconSources, readIconNames } from './icon-sources.ts';
import { readIconSvgs } from './icon-svgs.ts';

for (const set of Object.keys(iconSources) as (keyof typeof iconSources)[]) {
  const names = readIconNames(set);
  const file = new URL(`../src/seed/icons/${set}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(names, null, 2)}\n`);
  const svgFile = new URL(`../src/seed/icons/${set}.svg.json`, import.meta.url);
  writeFileSync(svgFile, `${JSON.stringify(readIconSvgs(set), null, 2)}\n`);
  process.stdout.write(`${set}: ${names.length} icons\n`);
}
