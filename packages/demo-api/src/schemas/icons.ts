import { z } from 'zod';

export const IconSetSchema = z.object({
  /** Prefix of the icon names in this set, e.g. "heroicons_outline". */
  namespace: z.string(),
  name: z.string(),
  /** Grid class: icon-size-6, or icon-size-5 for heroicons-mini. */
  grid: z.string(),
  list: z.array(z.string()),
  /** Each icon's SVG markup by name (data: shown only after sanitizing). */
  svgs: z.record(z.string(), z.string()),
});
export type IconSet = z.infer<typeof IconSetSchema>;
