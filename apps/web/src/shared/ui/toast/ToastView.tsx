import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from './toast';

/** The toast itself: an alert that closes by itself after six seconds, or by its close button. */
export function ToastView({ toast, open, onClose }: { toast: Toast; open: boolean; onClose: () => void }) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={6000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={onClose}
        // An error interrupts a screen reader; anything else waits its turn.
        role={toast.severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
