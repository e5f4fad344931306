import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';

type Props = { onSubmit: FormEventHandler; pending: boolean; error: unknown; children: ReactNode };

/** A transfer form: the quote's error (announced), the fields, and Continue to the review. */
export function TransferFormFrame({ onSubmit, pending, error, children }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <ApiErrorAlert error={error} />
      <Stack spacing={2.5}>
        {children}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={pending}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('transferFlow.continue')}
        </Button>
      </Stack>
    </Box>
  );
}
