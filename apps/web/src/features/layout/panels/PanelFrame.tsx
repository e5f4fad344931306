import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';

type Props = {
  anchor: HTMLElement | null;
  onClose: () => void;
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A top-bar panel: a popover under its button on a wide screen, a full-screen dialog on a phone. */
export function PanelFrame({ anchor, onClose, title, actions, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const open = anchor !== null;
  const content = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        {actions}
        <IconButton edge="end" aria-label={t('shellPanels.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0, borderTop: 1, borderColor: 'divider' }}>
        {children}
      </Box>
    </>
  );
  if (phone)
    return (
      <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={titleId}>
        {content}
      </Dialog>
    );
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      marginThreshold={8}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: 420,
            maxWidth: 'calc(100vw - 16px)',
            maxHeight: 'min(600px, calc(100vh - 96px))',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      {content}
    </Popover>
  );
}
