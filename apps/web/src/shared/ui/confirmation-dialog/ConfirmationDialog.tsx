import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Close from '@mui/icons-material/Close';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Logout from '@mui/icons-material/Logout';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import {
  paletteColor,
  type ConfirmationResult,
  type ResolvedConfirmationConfig,
} from './confirmation-config';

const ICONS = {
  warning: WarningAmberOutlined,
  info: InfoOutlined,
  success: CheckCircleOutlined,
  error: ErrorOutlined,
  question: HelpOutlined,
  logout: Logout,
};

type Props = {
  open: boolean;
  config: ResolvedConfirmationConfig;
  onClose: (result: ConfirmationResult) => void;
};

export function ConfirmationDialog({ open, config, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const Icon = ICONS[config.icon.name];
  const iconColor = paletteColor(config.icon.color);

  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={() => {
        if (config.dismissible) onClose('cancelled');
      }}
      slotProps={{
        paper: { sx: { width: { xs: 'calc(100% - 32px)', md: '32rem' }, maxWidth: '100%', m: 2 } },
      }}
    >
      <DialogContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', pt: 3 }}>
        {config.icon.show && (
          <Box
            sx={{
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: iconColor === 'inherit' ? 'action.hover' : `${iconColor}.main`,
              color: iconColor === 'inherit' ? 'text.primary' : `${iconColor}.contrastText`,
            }}
          >
            <Icon aria-hidden />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
            {config.title}
          </Typography>
          <Typography id={messageId} color="text.secondary">
            {config.message}
          </Typography>
        </Box>
        {config.dismissible && (
          <IconButton
            aria-label={t('common.close')}
            onClick={() => onClose('cancelled')}
            sx={{ mt: -1, mr: -1 }}
          >
            <Close />
          </IconButton>
        )}
      </DialogContent>
      {(config.actions.confirm.show || config.actions.cancel.show) && (
        <DialogActions sx={{ px: 3, pb: 2, bgcolor: 'action.hover' }}>
          {config.actions.cancel.show && (
            <Button variant="outlined" color="inherit" onClick={() => onClose('cancelled')}>
              {config.actions.cancel.label}
            </Button>
          )}
          {config.actions.confirm.show && (
            <Button
              variant="contained"
              color={paletteColor(config.actions.confirm.color)}
              onClick={() => onClose('confirmed')}
            >
              {config.actions.confirm.label}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
