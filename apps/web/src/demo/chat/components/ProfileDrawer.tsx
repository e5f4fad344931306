import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ChatProfile } from '../chat-types';
import { PanelDrawer } from './PanelDrawer';

type Props = { open: boolean; onClose: () => void; profile: UseQueryResult<ChatProfile> };

/** The user's own chat profile, opened from the list's header: avatar, name, e-mail and about. */
export function ProfileDrawer({ open, onClose, profile }: Props) {
  const { t } = useTranslation();
  const me = profile.data;
  return (
    <PanelDrawer anchor="left" open={open} onClose={onClose} title={t('chat.profile.title')}>
      <Box
        sx={{
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
        }}
      >
        {me ? (
          <>
            <Avatar src={me.avatar} alt="" sx={{ width: 112, height: 112, mb: 1 }} />
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {me.name}
            </Typography>
            <Typography color="text.secondary">{me.email}</Typography>
          </>
        ) : (
          <>
            <Skeleton variant="circular" width={112} height={112} />
            <Skeleton variant="text" width={180} />
          </>
        )}
      </Box>
      {me && (
        <Box sx={{ px: 3, pb: 3 }}>
          <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ fontWeight: 700 }}>
            {t('chat.profile.about')}
          </Typography>
          <Typography sx={{ mt: 0.5 }}>{me.about}</Typography>
        </Box>
      )}
    </PanelDrawer>
  );
}
