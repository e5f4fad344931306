import { route } from '../lib/http.ts';
import { iconSets } from '../seed/icons.ts';

/** GET api/ui/icons/{set} for each of the seven sets; another set name falls through to NOT FOUND. */
export const iconsHandlers = Object.entries(iconSets).map(([set, { list, ...meta }]) =>
  route('get', `/api/ui/icons/${set}`, async () => ({ ...meta, list: await list() })),
);
