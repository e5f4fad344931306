import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';

type Props = {
  open: boolean;
  onClose: () => void;
  anchor: 'left' | 'right';
  title: string;
  children: ReactNode;
};

/** A side panel of the chat (own profile, contact info): 400px beside the page, the whole screen on phones. */
export function PanelDrawer({ open, onClose, anchor, title, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 400 } },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('chat.closePanel')}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>{children}</Box>
    </Drawer>
  );
}
