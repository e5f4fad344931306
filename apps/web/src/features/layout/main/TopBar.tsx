import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { TextLink } from '@/shared/ui/links';
import { Logo } from '@/shared/ui/Logo';
import { AppearanceMenu } from '@/shared/ui/preferences/AppearanceMenu';
import { LanguageMenu } from '@/shared/ui/preferences/LanguageMenu';
import { LastLoginDetails } from './LastLoginDetails';
import { MoreTools } from './MoreTools';
import { NotificationsBell } from './NotificationsBell';
import { isDemoLayerEnabled, useDemoLayerActive } from '@/shared/config/client-config';
import { PANEL_BUTTONS_WIDTH } from '../panels/panel-buttons-width';

// The demo layer's buttons load beside the shell, not in it (the shell's first load has a budget); a build without
// the demo layer holds none (decision 058).
const ShellPanelButtons = __DEMO_LAYER__
  ? lazy(() =>
      import('../panels/ShellPanelButtons').then((module) => ({ default: module.ShellPanelButtons })),
    )
  : () => null;

type Props = {
  /** The side menu's toggle; none when there is no side menu (the horizontal layout on a wide screen). */
  menuToggle?: { menuId: string; open: boolean; onToggle: () => void };
  appearanceExtra: ReactNode;
  /** The customer's own area, when no side menu holds it. */
  account?: ReactNode;
  /** A row below the bar (the horizontal menu). */
  below?: ReactNode;
};

/**
 * Menu toggle, logo, last login and IP, language, appearance, the demo layer's panels and the notifications bell
 * (SPEC 2.2), in one row on a phone too: there the logo keeps its mark only, the last login and the demo panels are
 * a button away each.
 */
export function TopBar({ menuToggle, appearanceExtra, account, below }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const demoLayerActive = useDemoLayerActive();
  // Held at their size while the worker starts and their code loads, so the bar does not move.
  const demoPanelsSpace = <Box sx={{ width: PANEL_BUTTONS_WIDTH, height: 40, flexShrink: 0 }} />;
  const demoPanels =
    isDemoLayerEnabled() &&
    (demoLayerActive ? (
      <Suspense fallback={demoPanelsSpace}>
        <ShellPanelButtons />
      </Suspense>
    ) : (
      demoPanelsSpace
    ));
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: 64 }}>
        {menuToggle && (
          <IconButton
            edge="start"
            aria-label={t('shell.toggleMenu')}
            aria-controls={menuToggle.menuId}
            aria-expanded={menuToggle.open}
            onClick={menuToggle.onToggle}
          >
            <MenuIcon />
          </IconButton>
        )}
        <TextLink
          to="/home"
          color="inherit"
          underline="none"
          aria-label={t('shell.home')}
          sx={{ display: 'inline-flex', mr: { xs: 0.5, sm: 2 } }}
        >
          <Logo size={28} showName={!phone} />
        </TextLink>
        <LastLoginDetails />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        <AppearanceMenu>{appearanceExtra}</AppearanceMenu>
        {phone ? demoPanels && <MoreTools>{demoPanels}</MoreTools> : demoPanels}
        <NotificationsBell />
        {account}
      </Toolbar>
      {below}
    </AppBar>
  );
}
