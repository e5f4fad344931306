import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { greetingKey } from '@/shared/lib/greeting';
import { TextLink } from '@/shared/ui/links';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useCurrentUser } from '@/shared/api/current-user';
import { ProfilePicture } from './ProfilePicture';
import { UserMenu } from './UserMenu';

/** Picture, greeting, nickname, View Profile and the user menu at the top of the side menu (SPEC 2.2). */
export function UserPanel({ onNavigate, narrow = false }: { onNavigate: () => void; narrow?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        pt: 3,
        pb: 2,
        position: 'relative',
      }}
    >
      <ProfilePicture src={user?.profilePic ?? null} onNavigate={onNavigate} size={narrow ? 44 : 80} />
      <Box sx={narrow ? visuallyHidden : { display: 'contents' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t(greetingKey(new Date()))}
        </Typography>
        <Typography sx={{ fontWeight: 700, textAlign: 'center' }}>{user?.nickname || user?.name}</Typography>
        <TextLink to="/settings/personalise-profile" variant="body2" onClick={onNavigate} sx={{ mt: 0.5 }}>
          {t('shell.viewProfile')}
        </TextLink>
      </Box>
      <IconButton
        aria-label={t('shell.userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={narrow ? { mt: 1 } : { position: 'absolute', top: 12, right: 8 }}
      >
        <MoreVert />
      </IconButton>
      <UserMenu anchor={anchor} onClose={() => setAnchor(null)} onNavigate={onNavigate} />
    </Box>
  );
}
