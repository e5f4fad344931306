import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useNavigation } from '@/shared/ui/navigation/navigation-query';
import { LiveNotifications } from '../live/LiveNotifications';
import { MenuLayoutOptions } from './MenuLayoutOptions';
import { NAVIGATION_FUNCTIONS } from './navigation-functions';
import { useMenuPreferences } from './menu-preferences';
import { SideMenuDrawer } from './SideMenuDrawer';
import { TopBar } from './TopBar';

// Only the horizontal layout shows these.
const HorizontalNavigation = lazy(() =>
  import('@/shared/ui/navigation/HorizontalNavigation').then((module) => ({
    default: module.HorizontalNavigation,
  })),
);
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));

/** The horizontal menu's row, held while its code loads so the page does not jump. */
const MENU_ROW_HEIGHT = 53;

/**
 * The signed-in shell (SPEC 2.2): the side menu sits beside the content from md (960px) up and is an overlay
 * below it, closing itself after a choice; the top bar above the page. The horizontal layout replaces the side menu
 * with a menu row under the top bar on wide screens.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const beside = useMediaQuery(theme.breakpoints.up('md'));
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
  const menuRow = beside && preferences.variant === 'horizontal';
  const items = navigation[preferences.variant];

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <LiveNotifications />
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
      {!menuRow && (
        <SideMenuDrawer
          id={menuId}
          mode={beside ? 'beside' : 'overlay'}
          open={open}
          onClose={() => setOpenOverlay(false)}
          variant={preferences.variant}
          appearance={preferences.appearance}
          items={items}
        />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          menuToggle={
            menuRow
              ? undefined
              : {
                  menuId,
                  open,
                  onToggle: () =>
                    beside ? setOpenBeside((value) => !value) : setOpenOverlay((value) => !value),
                }
          }
          appearanceExtra={<MenuLayoutOptions preferences={preferences} onChange={setPreferences} />}
          account={
            menuRow && (
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            )
          }
          below={
            menuRow && (
              <Suspense fallback={<Box sx={{ height: MENU_ROW_HEIGHT }} />}>
                <HorizontalNavigation
                  aria-label={t('shell.topMenu')}
                  items={items}
                  functions={NAVIGATION_FUNCTIONS}
                />
              </Suspense>
            )
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
