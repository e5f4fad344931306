import { useTranslation } from 'react-i18next';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/PersonOutlined';
import { TextLink } from '@/shared/ui/links';
import { useSignOut } from './use-sign-out';

import type { UserMenuProps } from './UserMenu';

/** The user menu's code, loaded when it is first opened. */
export function OpenedUserMenu({ anchor, onClose, onNavigate }: UserMenuProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem
        component={TextLink}
        to="/settings/personalise-profile"
        underline="none"
        color="inherit"
        onClick={() => {
          onClose();
          onNavigate?.();
        }}
      >
        <ListItemIcon>
          <Person fontSize="small" />
        </ListItemIcon>
        {t('shell.viewProfile')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('shell.signOut.action')}
      </MenuItem>
    </Menu>
  );
}
