import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import Drawer from '@mui/material/Drawer';
import type { NavigationItem } from '@taka/contracts';
import { transitionUnlessReducedMotion } from '@/shared/theme/reduced-motion';
import {
  NAVIGATION_WIDTHS,
  VerticalNavigation,
  type NavigationAppearance,
  type NavigationVariant,
} from '@/shared/ui/navigation';
import { NAVIGATION_FUNCTIONS } from './navigation-functions';
import { FLOAT_GAP, RAIL_WIDTH, sideMenuPaperSx } from './side-menu-look';
import { SideMenu } from './SideMenu';

// Only the compact layout shows the rail.
const NavigationRail = lazy(() =>
  import('@/shared/ui/navigation/NavigationRail').then((module) => ({ default: module.NavigationRail })),
);

type Props = {
  id: string;
  /** Beside the content (md and up) or over it (phones and tablets). */
  mode: 'beside' | 'overlay';
  open: boolean;
  onClose: () => void;
  variant: NavigationVariant;
  appearance: NavigationAppearance;
  items: NavigationItem[];
};

/**
 * The side menu for the chosen layout: the vertical menu in the chosen width (the futuristic layout on a floating
 * panel of its own), or the compact layout's rail of icons. As an overlay it is always the full vertical menu,
 * closing itself after a choice.
 */
export function SideMenuDrawer({ id, mode, open, onClose, variant, appearance, items }: Props) {
  const { t } = useTranslation();
  const overlay = mode === 'overlay';
  const rail = !overlay && variant === 'compact';
  const shownAppearance = overlay ? 'default' : appearance;
  const look = variant === 'futuristic' ? 'futuristic' : 'default';
  const width = rail ? RAIL_WIDTH : NAVIGATION_WIDTHS[shownAppearance];
  const onNavigate = overlay ? onClose : () => undefined;

  const navigation = rail ? (
    <Suspense fallback={null}>
      <NavigationRail aria-label={t('shell.mainMenu')} items={items} functions={NAVIGATION_FUNCTIONS} />
    </Suspense>
  ) : (
    <VerticalNavigation
      aria-label={t('shell.mainMenu')}
      items={items}
      appearance={shownAppearance}
      variant={look}
      functions={NAVIGATION_FUNCTIONS}
      onItemChosen={onNavigate}
      style={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}
    />
  );
  const content = (
    <SideMenu narrow={rail || shownAppearance !== 'default'} onNavigate={onNavigate}>
      {navigation}
    </SideMenu>
  );
  const paper = { id, className: 'dark', sx: sideMenuPaperSx(look, shownAppearance, width) };

  if (overlay)
    return (
      <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper }}>
        {content}
      </Drawer>
    );
  const outerWidth = look === 'futuristic' ? width + FLOAT_GAP * 2 : width;
  return (
    <Drawer
      variant="persistent"
      open={open}
      slotProps={{ paper }}
      sx={{ width: open ? outerWidth : 0, flexShrink: 0, ...transitionUnlessReducedMotion('width 300ms') }}
    >
      {content}
    </Drawer>
  );
}
