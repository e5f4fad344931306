import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Forum from '@mui/icons-material/ForumOutlined';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { TextInput } from '@/shared/ui/form/TextInput';
import { useChats } from '../api/get-chats';
import { useChatContacts } from '../api/get-contacts';
import { useChatProfile } from '../api/get-profile';
import { ChatListSections } from './ChatListSections';
import { ChatListSkeleton } from './ChatSkeletons';
import { ProfileDrawer } from './ProfileDrawer';

/** The left pane: the page's heading with the user's own profile, a search, and the chats and contacts. */
export function ChatListPane({ selectedChatId }: { selectedChatId?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const [profileOpen, setProfileOpen] = useState(false);
  const chats = useChats();
  const contacts = useChatContacts();
  const profile = useChatProfile();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, pb: 1 }}>
        <IconButton
          onClick={() => setProfileOpen(true)}
          aria-label={t('chat.profile.open')}
          aria-haspopup="dialog"
          sx={{ p: 0.25 }}
        >
          <Avatar src={profile.data?.avatar} alt="" sx={{ width: 40, height: 40 }} />
        </IconButton>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
          {t('pages.chat.title')}
        </Typography>
      </Box>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <TextInput
          type="search"
          size="small"
          label={t('chat.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {chats.isPending || contacts.isPending ? (
          <ChatListSkeleton />
        ) : chats.isError || contacts.isError ? (
          <Box sx={{ p: 2 }}>
            <LoadFailed
              icon={Forum}
              title={t('chat.loadFailed')}
              text={t('chat.loadFailedText')}
              onRetry={() => void Promise.all([chats.refetch(), contacts.refetch()])}
            />
          </Box>
        ) : (
          <ChatListSections
            chats={chats.data}
            contacts={contacts.data}
            query={query}
            selectedChatId={selectedChatId}
          />
        )}
      </Box>
      <ProfileDrawer open={profileOpen} onClose={() => setProfileOpen(false)} profile={profile} />
    </Box>
  );
}
