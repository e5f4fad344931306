import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { MailLabel } from '@taka/demo-api/schemas/mailbox';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useSaveLabel } from '../api/save-label';
import { LABEL_COLOR_NAMES, labelSwatch } from '../label-colors';

const LabelFormSchema = z.object({
  title: z.string().trim().min(1, 'mailbox.labelName').max(30, 'mailbox.labelNameLength'),
  color: z.string(),
});

type Props = {
  /** The label to edit; null adds a new one. */
  label: MailLabel | null;
  onClose: () => void;
  /** Asks to delete the label being edited (the dialog closes first). */
  onDelete: (label: MailLabel) => void;
};

/** A label's name and colour; editing also offers deleting it. */
export function LabelDialog({ label, onClose, onDelete }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const colorLabelId = useId();
  const save = useSaveLabel();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(LabelFormSchema),
    defaultValues: { title: label?.title ?? '', color: label?.color ?? 'blue' },
  });
  const submit = handleSubmit((fields) =>
    save.mutate({ ...(label && { id: label.id }), label: fields }, { onSuccess: onClose }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {t(label ? 'mailbox.label.editTitle' : 'mailbox.label.newTitle')}
        </DialogTitle>
        <DialogContent>
          <FormErrorAlert control={control} error={save.error} />
          <FormTextField
            control={control}
            name="title"
            label={t('mailbox.label.name')}
            required
            autoFocus
            autoComplete="off"
            sx={{ mt: 1 }}
          />
          <Controller
            control={control}
            name="color"
            render={({ field }) => (
              <Box sx={{ mt: 2 }}>
                <FormLabel id={colorLabelId}>{t('mailbox.label.color')}</FormLabel>
                <RadioGroup row aria-labelledby={colorLabelId} {...field}>
                  {LABEL_COLOR_NAMES.map((color) => (
                    <FormControlLabel
                      key={color}
                      value={color}
                      control={
                        <Radio
                          sx={{ color: labelSwatch(color), '&.Mui-checked': { color: labelSwatch(color) } }}
                        />
                      }
                      label={t(`mailbox.colors.${color}`)}
                      sx={{ minWidth: 120 }}
                    />
                  ))}
                </RadioGroup>
              </Box>
            )}
          />
        </DialogContent>
        <DialogActions>
          {label && (
            <Button color="error" onClick={() => onDelete(label)} sx={{ mr: 'auto' }}>
              {t('mailbox.label.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('mailbox.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('mailbox.label.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
