import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import type { NavigationItem } from '@taka/contracts';
import { AsideItem } from './AsideItem';
import { BasicItem } from './BasicItem';
import { CollapsableItem } from './CollapsableItem';
import { GroupItem } from './GroupItem';
import { visibleItems } from './navigation-state';

type Props = { item: NavigationItem; depth: number; ancestorIds: readonly string[] };

export function NavigationItemView({ item, depth, ancestorIds }: Props) {
  const { t } = useTranslation();
  switch (item.type) {
    case 'basic':
      // A basic item may carry children (the example item of the narrow variants): they follow it, always open.
      return visibleItems(item.children).length > 0 ? (
        <>
          <BasicItem item={item} depth={depth} />
          <li style={{ listStyle: 'none' }}>
            <List component="ul" disablePadding aria-label={item.title ? t(item.title) : undefined}>
              <NavigationItems items={item.children} depth={depth + 1} ancestorIds={ancestorIds} />
            </List>
          </li>
        </>
      ) : (
        <BasicItem item={item} depth={depth} />
      );
    case 'collapsable':
      return <CollapsableItem item={item} depth={depth} ancestorIds={ancestorIds} />;
    case 'group':
      return <GroupItem item={item} depth={depth} ancestorIds={ancestorIds} />;
    case 'aside':
      return <AsideItem item={item} />;
    case 'divider':
      return (
        <Box
          component="li"
          role="separator"
          className={item.classes?.wrapper}
          sx={{ listStyle: 'none', my: 1.5, mx: 2, borderTop: 1, borderColor: 'divider' }}
        />
      );
    case 'spacer':
      return <li aria-hidden className={item.classes?.wrapper} style={{ flexGrow: 1, listStyle: 'none' }} />;
  }
}

/** The visible children of an item, each rendered by type. */
export function NavigationItems({
  items,
  depth,
  ancestorIds,
}: {
  items: NavigationItem[] | undefined;
  depth: number;
  ancestorIds: readonly string[];
}) {
  return visibleItems(items).map((child) => (
    <NavigationItemView key={child.id} item={child} depth={depth} ancestorIds={ancestorIds} />
  ));
}
