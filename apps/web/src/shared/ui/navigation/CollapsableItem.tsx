import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { NavigationItem } from '@taka/contracts';
import { transitionUnlessReducedMotion } from '@/shared/theme/reduced-motion';
import { ItemContent } from './BasicItem';
import { FlyoutItem } from './FlyoutItem';
import { itemButtonSx } from './item-styles';
import { hasActiveDescendant } from './navigation-state';
import { useNavigationContext } from './NavigationContext';
import { NavigationItems } from './NavigationItemView';

type Props = { item: NavigationItem; depth: number; ancestorIds: readonly string[] };

/** Opens and closes its children in place; in the compact and thin appearances they fly out instead. */
export function CollapsableItem({ item, depth, ancestorIds }: Props) {
  const { t } = useTranslation();
  const context = useNavigationContext();
  const listId = useId();
  const expanded = context.expanded.has(item.id);
  const childActive = hasActiveDescendant(item, context.pathname);

  if (depth === 0 && (context.appearance === 'compact' || context.appearance === 'thin')) {
    return <FlyoutItem item={item} />;
  }

  return (
    <li className={item.classes?.wrapper}>
      <ListItemButton
        component="button"
        type="button"
        disabled={item.disabled}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => context.toggle(item.id, ancestorIds)}
        className={childActive ? 'navigation-parent-active' : undefined}
        sx={itemButtonSx(context, depth, false)}
        title={item.tooltip ? t(item.tooltip) : undefined}
      >
        <ItemContent
          item={item}
          title={item.title ? t(item.title) : ''}
          trailing={
            <ExpandMore
              aria-hidden
              fontSize="small"
              sx={{
                ml: 'auto',
                ...transitionUnlessReducedMotion('transform 300ms'),
                transform: expanded ? 'rotate(180deg)' : 'none',
              }}
            />
          }
        />
      </ListItemButton>
      <Collapse in={expanded} timeout={300} unmountOnExit>
        <List id={listId} component="ul" disablePadding>
          <NavigationItems items={item.children} depth={depth + 1} ancestorIds={[...ancestorIds, item.id]} />
        </List>
      </Collapse>
    </li>
  );
}
