import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ListItemButton from '@mui/material/ListItemButton';
import type { NavigationItem } from '@taka/contracts';
import { WhenFirstOpened } from '@/shared/ui/WhenFirstOpened';
import { ItemContent } from './BasicItem';
import { itemButtonSx } from './item-styles';
import { hasActiveDescendant } from './navigation-state';
import { useNavigationContext } from './NavigationContext';
import { VerticalNavigation } from './VerticalNavigation';

const Popover = lazy(() => import('@mui/material/Popover'));

/**
 * An item whose children open in a panel beside the menu: aside items always, collapsables in the narrow
 * appearances. `open`/`onOpenChange` let the menu keep at most one aside open.
 */
export function FlyoutItem({
  item,
  open: controlledOpen,
  onOpenChange,
}: {
  item: NavigationItem;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const context = useNavigationContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [localOpen, setLocalOpen] = useState(false);
  const open = controlledOpen ?? localOpen;
  const setOpen = onOpenChange ?? setLocalOpen;
  const active = hasActiveDescendant(item, context.pathname);
  const title = item.title ? t(item.title) : '';
  const shown = open && anchor !== null;

  return (
    <li className={item.classes?.wrapper}>
      <ListItemButton
        component="button"
        type="button"
        disabled={item.disabled}
        aria-haspopup="true"
        aria-expanded={open}
        title={item.tooltip ? t(item.tooltip) : context.appearance === 'thin' ? title : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpen(!open);
        }}
        className={active ? 'navigation-parent-active' : undefined}
        sx={itemButtonSx(context, 0, false)}
      >
        <ItemContent item={item} title={title} />
      </ListItemButton>
      <WhenFirstOpened open={shown}>
        <Popover
          open={shown}
          anchorEl={anchor}
          onClose={() => setOpen(false)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
          slotProps={{ paper: { sx: { width: 280, maxHeight: '80vh', p: 1 } } }}
        >
          <VerticalNavigation
            aria-label={title}
            items={item.children ?? []}
            appearance="default"
            variant={context.variant}
            functions={context.functions}
            onItemChosen={(chosen) => {
              setOpen(false);
              context.onItemChosen?.(chosen);
            }}
          />
        </Popover>
      </WhenFirstOpened>
    </li>
  );
}
