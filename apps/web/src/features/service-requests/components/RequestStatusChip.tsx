import { useTranslation } from 'react-i18next';
import type { ServiceRequestStatus } from '@taka/contracts';
import Chip from '@mui/material/Chip';

const COLORS = {
  submitted: 'default',
  processing: 'info',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
} as const;

export function RequestStatusChip({ status }: { status: ServiceRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`serviceRequests.status.${status}`)}
    />
  );
}
