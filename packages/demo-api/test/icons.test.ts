import { describe, expect, it } from 'vitest';
import { get, useDemoServer } from './helpers.ts';
import { IconSetSchema } from '../src/schemas/icons.ts';
import { iconSources, readIconNames } from '../scripts/icon-sources.ts';
import { readIconSvgs } from '../scripts/icon-svgs.ts';

useDemoServer();

const sets = Object.keys(iconSources) as (keyof typeof iconSources)[];

describe('icons', () => {
  it('serves the seven sets', () => {
    expect(sets).toEqual([
      'feather',
      'heroicons-outline',
      'heroicons-solid',
      'heroicons-mini',
      'material-solid',
      'material-outline',
      'material-twotone',
    ]);
  });

  it.each(sets)('answers %s with namespace, name, grid and the names of its package', async (set) => {
    const answer = await get(`/api/ui/icons/${set}`, IconSetSchema);
    expect(answer.grid).toBe(set === 'heroicons-mini' ? 'icon-size-5' : 'icon-size-6');
    expect(answer.list).toEqual(readIconNames(set));
    expect(answer.list.length).toBeGreaterThan(250);
  });

  it.each(sets)('draws every icon of %s with SVG markup from its package', async (set) => {
    const answer = await get(`/api/ui/icons/${set}`, IconSetSchema);
    expect(answer.svgs).toEqual(readIconSvgs(set));
    for (const name of answer.list)
      expect(answer.svgs[name]).toMatch(/^<svg [^>]*viewBox="0 0 (20|24) \1"[^>]*>.+<\/svg>$/);
  });

  it('names the namespaces as the templates do', async () => {
    const namespaces = await Promise.all(sets.map((set) => get(`/api/ui/icons/${set}`, IconSetSchema)));
    expect(namespaces.map(({ namespace, name }) => `${namespace} ${name}`)).toEqual([
      'feather Feather',
      'heroicons_outline Heroicons Outline',
      'heroicons_solid Heroicons Solid',
      'heroicons_mini Heroicons Mini',
      'mat_solid Material Solid',
      'mat_outline Material Outline',
      'mat_twotone Material Twotone',
    ]);
  });
});
