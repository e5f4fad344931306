import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { ChatContact } from '../chat-types';
import { BackToChats } from './BackToChats';

type Props = { contact: ChatContact; onOpenInfo: () => void };

/** Who the conversation is with, and the button to their contact info. */
export function ConversationHeader({ contact, onOpenInfo }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1, sm: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <BackToChats />
      <Avatar src={contact.avatar ?? undefined} alt="">
        {contact.name[0]}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
          {contact.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {contact.about}
        </Typography>
      </Box>
      <IconButton onClick={onOpenInfo} aria-label={t('chat.info.open')} aria-haspopup="dialog">
        <InfoOutlined />
      </IconButton>
    </Box>
  );
}
