import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { greetingKey } from '@/shared/lib/greeting';
import { useCurrentUser } from '@/shared/api/current-user';
import { AvatarImage } from './ProfilePicture';
import { UserMenu } from './UserMenu';

/**
 * The customer in the top bar when no side menu shows them (the horizontal menu layout): greeting, nickname and
 * the picture, which opens the user menu.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 1 }}>
      <Box sx={{ textAlign: 'right', lineHeight: 1.3 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t(greetingKey(new Date()))}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {user?.nickname || user?.name}
        </Typography>
      </Box>
      <IconButton
        aria-label={t('shell.userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <AvatarImage src={user?.profilePic ?? null} size={36} alt="" />
      </IconButton>
      <UserMenu anchor={anchor} onClose={() => setAnchor(null)} />
    </Box>
  );
}
