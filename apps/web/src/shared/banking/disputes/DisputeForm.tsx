import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DISPUTE_ATTACHMENT_MAX_BYTES,
  DISPUTE_ATTACHMENT_TYPES,
  DISPUTE_REASONS,
  DisputeSubmissionSchema,
  type ServiceRequest,
} from '@taka/contracts';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import { ApiForm } from '@/shared/ui/form/ApiForm';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { SERVICE_REQUESTS_KEY, submitServiceRequest } from '../service-requests/submit-service-request';
import { uploadDisputeAttachment } from './disputes-api';

type DisputeSubmission = z.output<typeof DisputeSubmissionSchema>;

type Props = { transactionId: string; onSubmitted: (request: ServiceRequest) => void; onCancel: () => void };

/** Why a chosen file cannot be attached (the server checks again, by the file's bytes). */
function fileProblem(file: File): string | null {
  if (file.size === 0) return 'disputes.attachmentEmpty';
  if (file.size > DISPUTE_ATTACHMENT_MAX_BYTES) return 'disputes.attachmentTooLarge';
  if (!(DISPUTE_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'disputes.attachmentType';
  return null;
}

/**
 * Disputes one transaction (decision 036): a reason, what happened, and optionally a photo or PDF, uploaded first;
 * then the dispute is a service request the customer follows in the history.
 */
export function DisputeForm({ transactionId, onSubmitted, onCancel }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(DisputeSubmissionSchema),
    defaultValues: { type: 'dispute' as const, payload: { transactionId, reason: '' as never, details: '' } },
  });
  const submit = useMutation({
    mutationFn: async (request: DisputeSubmission) => {
      const attachment = file ? await uploadDisputeAttachment(file) : null;
      return submitServiceRequest(
        attachment ? { ...request, payload: { ...request.payload, attachmentId: attachment.id } } : request,
      );
    },
    onSuccess: async (request) => {
      await queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
      onSubmitted(request);
    },
  });
  const onSubmit = handleSubmit((request) =>
    problem ? undefined : submit.mutateAsync(request).catch(() => undefined),
  );
  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setProblem(chosen ? fileProblem(chosen) : null);
  };

  return (
    <ApiForm
      control={control}
      onSubmit={onSubmit}
      error={submit.error}
      actions={
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onCancel}>
            {t('disputes.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submit.isPending}>
            {t('disputes.submit')}
          </Button>
        </Stack>
      }
    >
      <Typography color="text.secondary">{t('disputes.intro', { transactionId })}</Typography>
      {/* the transaction has no field of its own: the server's refusal of it is said here */}
      {errors.payload?.transactionId?.message && (
        <Alert severity="error" role="alert">
          {t(`validation.${errors.payload.transactionId.message}`)}
        </Alert>
      )}
      <FormSelectField control={control} name="payload.reason" required label={t('disputes.reason')}>
        {DISPUTE_REASONS.map((reason) => (
          <MenuItem key={reason} value={reason}>
            {t(`disputes.reasons.${reason}`)}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormTextField
        control={control}
        name="payload.details"
        required
        multiline
        minRows={3}
        label={t('disputes.details')}
        helperText={t('disputes.detailsHelp')}
      />
      <Box>
        <input
          ref={fileInput}
          id={`dispute-file-${transactionId}`}
          type="file"
          accept={DISPUTE_ATTACHMENT_TYPES.join(',')}
          hidden
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button
            variant="text"
            startIcon={<AttachFile />}
            onClick={() => fileInput.current?.click()}
            aria-describedby="dispute-file-help"
          >
            {file ? t('disputes.attachmentChange') : t('disputes.attach')}
          </Button>
          {file && (
            <>
              <Typography variant="body2">{file.name}</Typography>
              <Button
                size="small"
                onClick={() => {
                  choose(undefined);
                  if (fileInput.current) fileInput.current.value = '';
                }}
              >
                {t('disputes.attachmentRemove')}
              </Button>
            </>
          )}
        </Stack>
        <FormHelperText id="dispute-file-help" error={Boolean(problem)} role={problem ? 'alert' : undefined}>
          {problem ? t(problem) : t('disputes.attachmentHelp')}
        </FormHelperText>
      </Box>
    </ApiForm>
  );
}
