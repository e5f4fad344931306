import { queryOptions, useQuery } from '@tanstack/react-query';
import { IconSetSchema } from '@taka/demo-api/schemas/icons';
import { demoRequest } from '@/shared/demo/demo-request';

/** The seven icon sets of the catalogue (SPEC 7.4: api/ui/icons/{set}), in the order the picker shows them. */
export const ICON_SETS = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-solid',
  'material-outline',
  'material-twotone',
] as const;
export type IconSetSlug = (typeof ICON_SETS)[number];

/** One icon set: its namespace, name, grid size, icon names and each icon's SVG markup. */
export const iconSetQuery = (set: IconSetSlug) =>
  queryOptions({
    queryKey: ['demo', 'icons', set],
    queryFn: () => demoRequest(`/api/ui/icons/${set}`, IconSetSchema),
    staleTime: Infinity,
  });

export const useIconSet = (set: IconSetSlug) => useQuery(iconSetQuery(set));
