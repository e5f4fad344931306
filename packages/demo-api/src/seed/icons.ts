/**
 * The seven icon sets of the icon catalogue. The name lists are generated from the icon packages by
 * scripts/generate-icon-lists.ts and loaded only when a set is asked for, as are the icons' SVG markup.
 */
export interface IconSet {
  namespace: string;
  name: string;
  grid: string;
  list: () => Promise<string[]>;
  svgs: () => Promise<Record<string, string>>;
}

const load = <T>(module: Promise<{ default: T }>) => module.then((json) => json.default);

export const iconSets: Record<string, IconSet> = {
  feather: {
    namespace: 'feather',
    name: 'Feather',
    grid: 'icon-size-6',
    list: () => load(import('./icons/feather.json', { with: { type: 'json' } })),
    svgs: () => load(import('./icons/feather.svg.json', { with: { type: 'json' } })),
  },
  'heroicons-outline': {
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
    list: () => load(import('./icons/heroicons-outline.json', { with: { type: 'json' } })),
    svgs: () => load(import('./icons/heroicons-outline.svg.json', { with: { type: 'json' } })),
  },
  'heroicons-solid': {
    namespace: 'heroicons_solid',
    name: 'Heroicons Solid',
    grid: 'icon-size-6',
    list: () => load(import('./icons/heroicons-solid.json', { with: { type: 'json' } })),
    svgs: () => load(import('./icons/heroicons-solid.svg.json', { with: { type: 'json' } })),
  },
  'heroicons-mini': {
    namespace: 'heroicons_mini',
    name: 'Heroicons Mini',
    grid: 'icon-size-5',
    list: () => load(import('./icons/heroicons-mini.json', { with: { type: 'json' } })),
    svgs: () => load(import('./icons/heroicons-mini.svg.json', { with: { type: 'json' } })),
  },
  'material-solid': {
    namespace: 'mat_solid',
    name: 'Material Solid',
    grid: 'icon-size-6',
    list: () => load(import('./icons/material-solid.json', { with: { type: 'json' } })),
    svgs: () => load(import('./icons/material-solid.svg.json', { with: { type: 'json' } })),
  },
  'material-outline': {
    namespace: 'mat_outline',
    name: 'Material Outline',
    grid: 'icon-size-6',
    list: () => load(import('./icons/material-outline.json', { with: { type: 'json' } })),
    svgs: () => load(import('./icons/material-outline.svg.json', { with: { type: 'json' } })),
  },
  'material-twotone': {
    namespace: 'mat_twotone',
    name: 'Material Twotone',
    grid: 'icon-size-6',
    list: () => load(import('./icons/material-twotone.json', { with: { type: 'json' } })),
    svgs: () => load(import('./icons/material-twotone.svg.json', { with: { type: 'json' } })),
  },
};
