import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { TextLink } from '@/shared/ui/links';
import { Logo } from '@/shared/ui/Logo';
import { AppearanceMenu } from '@/shared/ui/preferences/AppearanceMenu';
import { LanguageMenu } from '@/shared/ui/preferences/LanguageMenu';
import { LastLoginDetails } from './LastLoginDetails';
import { NotificationsBell } from './NotificationsBell';
import { ShellPanelButtons } from '../panels/ShellPanelButtons';

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
 * (SPEC 2.2).
 */
export function TopBar({ menuToggle, appearanceExtra, account, below }: Props) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: 64 }}>
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
          sx={{ display: 'inline-flex', mr: 2 }}
        >
          <Logo size={28} />
        </TextLink>
        <LastLoginDetails />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        <AppearanceMenu>{appearanceExtra}</AppearanceMenu>
        <ShellPanelButtons />
        <NotificationsBell />
        {account}
      </Toolbar>
      {below}
    </AppBar>
  );
}
