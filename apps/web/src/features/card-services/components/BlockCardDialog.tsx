import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { BlockCardRequestSchema, CARD_BLOCK_REASONS, type Card } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { useBlockCard } from '../api/cards';

type Props = { card: Card; onClose: () => void; onBlocked: (card: Card) => void };

/** Blocking a card, with a reason: it takes effect at once, and unblocking later needs a code. */
export function BlockCardDialog({ card, onClose, onBlocked }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const block = useBlockCard();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(BlockCardRequestSchema),
    defaultValues: { reason: 'lost' as const },
  });
  const submit = handleSubmit(({ reason }) =>
    block.mutate({ id: card.id, reason }, { onSuccess: (blocked) => onBlocked(blocked) }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('cards.blockTitle', { number: card.maskedNumber })}</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate onSubmit={submit} sx={{ pt: 1 }}>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('cards.blockWarning')}
          </Alert>
          <FormErrorAlert control={control} error={block.error} />
          <Stack spacing={2.5}>
            <FormSelectField control={control} name="reason" required label={t('cards.blockReason')}>
              {CARD_BLOCK_REASONS.map((reason) => (
                <MenuItem key={reason} value={reason}>
                  {t(`cards.blockReasons.${reason}`)}
                </MenuItem>
              ))}
            </FormSelectField>
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'flex-end' }}
            >
              <Button variant="text" onClick={onClose}>
                {t('cards.cancel')}
              </Button>
              <Button type="submit" variant="contained" color="error" loading={block.isPending}>
                {t('cards.blockNow')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
