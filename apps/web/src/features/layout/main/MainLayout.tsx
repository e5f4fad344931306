import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import { HorizontalNavigation, NAVIGATION_WIDTHS } from '@/shared/ui/navigation';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useNavigation } from '../api/get-navigation';
import { MenuLayoutOptions } from './MenuLayoutOptions';
import { useMenuPreferences } from './menu-preferences';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const OVERLAY_WIDTH = NAVIGATION_WIDTHS.default;

/**
 * The signed-in shell (SPEC 2.2): the side menu sits beside the content from md (960px) up and is an overlay
 * below it, closing itself after a choice; the top bar above the page.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const beside = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const menuId = useId();
  const navigation = useNavigation();
  const [preferences, setPreferences] = useMenuPreferences();
  const [openBeside, setOpenBeside] = useState(true);
  const [openOverlay, setOpenOverlay] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const [shownPath, setShownPath] = useState(pathname);

  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenOverlay(false);
  }

  const open = beside ? openBeside : openOverlay;
  const horizontal = preferences.variant === 'horizontal';
  const appearance = beside
    ? preferences.variant === 'compact'
      ? 'compact'
      : preferences.appearance
    : 'default';
  const width = NAVIGATION_WIDTHS[appearance];
  const items = navigation[preferences.variant];
  const sideMenu = (
    <SideMenu
      items={horizontal ? navigation.default : items}
      appearance={appearance}
      variant={preferences.variant === 'futuristic' ? 'futuristic' : 'default'}
      onNavigate={() => setOpenOverlay(false)}
    />
  );
  const paperSx = {
    width,
    bgcolor: 'background.paper',
    // No elevation tint: the menu looks the same docked and as an overlay.
    backgroundImage: 'none',
    color: 'text.primary',
    borderRight: 1,
    borderColor: 'divider',
    overflowX: 'hidden',
    transition: 'width 300ms',
    ...(appearance === 'dense' && {
      '&:hover, &:focus-within': { width: NAVIGATION_WIDTHS.default, boxShadow: 8 },
    }),
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            zIndex: 2000,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            p: 1,
            bgcolor: 'background.paper',
          },
        }}
      >
        {t('shell.skipToContent')}
      </Link>
      {beside ? (
        <Drawer
          variant="persistent"
          open={open}
          slotProps={{ paper: { id: menuId, className: 'dark', sx: paperSx } }}
          sx={{ width: open ? width : 0, flexShrink: 0, transition: 'width 300ms' }}
        >
          {sideMenu}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpenOverlay(false)}
          slotProps={{ paper: { id: menuId, className: 'dark', sx: { ...paperSx, width: OVERLAY_WIDTH } } }}
        >
          {sideMenu}
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          menuId={menuId}
          menuOpen={open}
          onToggleMenu={() => (beside ? setOpenBeside((value) => !value) : setOpenOverlay((value) => !value))}
          appearanceExtra={<MenuLayoutOptions preferences={preferences} onChange={setPreferences} />}
          below={
            horizontal && beside ? (
              <HorizontalNavigation aria-label={t('shell.topMenu')} items={navigation.horizontal} />
            ) : undefined
          }
        />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3, md: 4 }, outline: 'none' }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
