import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import type { PanelProps } from '../ShellPanelButtons';
import { useQuickChats } from './api/list-chats';
import { QuickConversation } from './QuickConversation';

/** The quick chat (issue 21): a right-hand drawer listing the chats; one opens with its messages and a composer. */
export function QuickChatDrawer({ anchor, onClose }: PanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const chats = useQuickChats();
  const [chatId, setChatId] = useState<string | null>(null);
  const chat = chats.data?.find((item) => item.id === chatId);
  return (
    <Drawer
      anchor="right"
      open={anchor !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 380 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {chat && (
          <IconButton aria-label={t('shellPanels.quickChat.back')} onClick={() => setChatId(null)}>
            <ArrowBack />
          </IconButton>
        )}
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          noWrap
          sx={{ fontWeight: 700, flex: 1, pl: 1 }}
        >
          {chat ? chat.contact.name : t('shellPanels.quickChat.title')}
        </Typography>
        <IconButton aria-label={t('shellPanels.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {chat ? (
        <QuickConversation key={chat.id} chatId={chat.id} contactName={chat.contact.name} />
      ) : chats.isPending ? (
        <Box sx={{ p: 2 }}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={56} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : chats.isError ? (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{t('shellPanels.quickChat.loadFailed')}</Typography>
          <Button sx={{ mt: 1 }} onClick={() => void chats.refetch()}>
            {t('common.retry')}
          </Button>
        </Box>
      ) : chats.data.length === 0 ? (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t('shellPanels.quickChat.empty')}
        </Typography>
      ) : (
        <List aria-label={t('shellPanels.quickChat.title')} sx={{ overflowY: 'auto' }}>
          {chats.data.map((item) => (
            <li key={item.id}>
              <ListItemButton onClick={() => setChatId(item.id)}>
                <ListItemAvatar>
                  <Badge color="primary" badgeContent={item.unreadCount} invisible={!item.unreadCount}>
                    <Avatar src={item.contact.avatar ?? undefined} alt="">
                      {item.contact.name.charAt(0)}
                    </Avatar>
                  </Badge>
                </ListItemAvatar>
                <ListItemText
                  primary={item.contact.name}
                  secondary={item.lastMessage}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
    </Drawer>
  );
}
