import { z } from 'zod';

export const NavigationItemTypeSchema = z.enum([
  'basic',
  'collapsable',
  'group',
  'divider',
  'spacer',
  'aside',
]);

export type NavigationItem = {
  id: string;
  type: z.infer<typeof NavigationItemTypeSchema>;
  /** Translation key or literal title. */
  title?: string;
  subtitle?: string;
  /** Icon name, e.g. `heroicons_outline:home` or a Material icon name. */
  icon?: string;
  badge?: { title?: string; classes?: string };
  tooltip?: string;
  link?: string;
  fragment?: string;
  queryParams?: Record<string, string>;
  externalLink?: boolean;
  target?: '_blank' | '_self' | '_parent' | '_top';
  exactMatch?: boolean;
  disabled?: boolean;
  /** Already resolved on the server for the signed-in customer. */
  hidden?: boolean;
  /** Name of a client action to run on click (e.g. `reload`). */
  function?: string;
  classes?: { wrapper?: string; title?: string; subtitle?: string; icon?: string };
  children?: NavigationItem[];
};

export const NavigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    type: NavigationItemTypeSchema,
    title: z.string().optional(),
    subtitle: z.string().optional(),
    icon: z.string().optional(),
    badge: z.object({ title: z.string().optional(), classes: z.string().optional() }).optional(),
    tooltip: z.string().optional(),
    link: z.string().optional(),
    fragment: z.string().optional(),
    queryParams: z.record(z.string(), z.string()).optional(),
    externalLink: z.boolean().optional(),
    target: z.enum(['_blank', '_self', '_parent', '_top']).optional(),
    exactMatch: z.boolean().optional(),
    disabled: z.boolean().optional(),
    hidden: z.boolean().optional(),
    function: z.string().optional(),
    classes: z
      .object({
        wrapper: z.string().optional(),
        title: z.string().optional(),
        subtitle: z.string().optional(),
        icon: z.string().optional(),
      })
      .optional(),
    children: z.array(NavigationItemSchema).optional(),
  }),
);

/** The Green PIN service (set or reset a card's PIN), an external site: the menu and the site map link to it. */
export const GREEN_PIN_URL = 'https://greenpin.taka.com.bd/';

/** GET api/common/navigation: the four menu variants (SPEC 2.3). */
export const NavigationSchema = z.object({
  default: z.array(NavigationItemSchema),
  compact: z.array(NavigationItemSchema),
  futuristic: z.array(NavigationItemSchema),
  horizontal: z.array(NavigationItemSchema),
});
export type Navigation = z.infer<typeof NavigationSchema>;
