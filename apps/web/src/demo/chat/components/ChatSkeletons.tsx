import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** List rows of the size the chats will have, while they load. */
export function ChatListSkeleton({ rows = 7 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('chat.loading')} sx={{ px: 2, pt: 2 }} spacing={2.25}>
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="55%" />
            <Skeleton variant="text" width="85%" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** A header and alternating bubbles in place of a conversation that is loading. */
export function ConversationSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('chat.loading')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          p: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width={160} />
          <Skeleton variant="text" width={220} />
        </Box>
      </Box>
      <Stack spacing={1.5} sx={{ flex: 1, p: 2, justifyContent: 'flex-end' }}>
        {[60, 45, 70, 35, 55].map((width, index) => (
          <Skeleton
            key={index}
            variant="rounded"
            height={44}
            width={`${width}%`}
            sx={{ alignSelf: index % 2 ? 'flex-end' : 'flex-start', borderRadius: 3 }}
          />
        ))}
      </Stack>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Skeleton variant="rounded" height={48} />
      </Box>
    </Box>
  );
}
