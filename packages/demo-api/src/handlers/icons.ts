import { route } from '../lib/http.ts';
import { iconSets } from '../seed/icons.ts';

/**
 * GET api/ui/icons/{set} for each of the seven sets, with each icon's SVG markup by name (svgs) so the catalogue can
 * draw them; another set name falls through to NOT FOUND.
 */
export const iconsHandlers = Object.entries(iconSets).map(([set, { list, svgs, ...meta }]) =>
  route('get', `/api/ui/icons/${set}`, async () => {
    const [names, markup] = await Promise.all([list(), svgs()]);
    return { ...meta, list: names, svgs: markup };
  }),
);
