import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Beneficiary, BeneficiaryPreview, NewBeneficiary, OtpChallenge } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OtpCodeForm } from '@/shared/banking/otp/OtpCodeForm';
import { useFocusOnChange } from '@/shared/banking/transfer-flow/use-focus-on-change';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { useFieldRefusal } from '@/shared/ui/form/use-field-refusal';
import { useAddBeneficiary } from '../api/add-beneficiary';
import { usePreviewBeneficiary } from '../api/preview-beneficiary';
import { useRequestBeneficiaryCode } from '../api/request-beneficiary-code';
import { ADDABLE_TYPES, type AddableType } from '../form-schemas';
import { BeneficiaryDetails } from './BeneficiaryDetails';
import {
  BillerBeneficiaryForm,
  MfsBeneficiaryForm,
  MobileBeneficiaryForm,
  OtherBankBeneficiaryForm,
  WithinBankBeneficiaryForm,
  type BeneficiaryFormProps,
} from './BeneficiaryForms';

const STEPS = ['details', 'review', 'code', 'done'] as const;
type AddStep = (typeof STEPS)[number];

const FORMS: Record<AddableType, (props: BeneficiaryFormProps) => ReactNode> = {
  within_bank: WithinBankBeneficiaryForm,
  other_bank: OtherBankBeneficiaryForm,
  mfs: MfsBeneficiaryForm,
  mobile: MobileBeneficiaryForm,
  biller: BillerBeneficiaryForm,
};

type Props = {
  onClose: () => void;
  /** Add only this kind (the top-up screens add mobile numbers): the kind is not asked. */
  only?: AddableType;
};

/**
 * Adding a beneficiary, like a transfer: details -> review of what the server found (the holder's name, the
 * branch, the operator) -> one-time code for exactly that payload -> saved.
 */
export function AddBeneficiaryFlow({ onClose, only }: Props) {
  const { t } = useTranslation();
  const [type, setType] = useState<AddableType>(only ?? 'within_bank');
  const [step, setStep] = useState<AddStep>('details');
  const [pending, setPending] = useState<NewBeneficiary | null>(null);
  const [preview, setPreview] = useState<BeneficiaryPreview | null>(null);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [saved, setSaved] = useState<Beneficiary | null>(null);
  const formRefusal = useFieldRefusal();
  const confirming = useRef(false);
  // Back on the form for its field errors, the first of them takes the focus, not the heading.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(
    step,
    step === 'details' && formRefusal.error !== null,
  );
  const previewCall = usePreviewBeneficiary();
  const sendCode = useRequestBeneficiaryCode();
  const add = useAddBeneficiary();
  const Form = FORMS[type];

  // A refusal of the code request or of the confirmation that names fields of the beneficiary: back to the form.
  function correctOnForm(refusal: unknown, under?: string) {
    if (formRefusal.keep(refusal, under)) setStep('details');
  }

  function review(beneficiary: NewBeneficiary) {
    formRefusal.clear();
    previewCall.mutate(beneficiary, {
      onSuccess: (answer) => {
        setPending(beneficiary);
        setPreview(answer);
        sendCode.reset();
        setStep('review');
      },
    });
  }

  function requestCode() {
    if (!pending) return;
    sendCode.mutate(pending, {
      onSuccess: (answer) => {
        setChallenge(answer);
        add.reset();
        setStep('code');
      },
      onError: (error) => correctOnForm(error),
    });
  }

  function confirm(code: string) {
    if (!pending || !challenge || confirming.current) return;
    confirming.current = true;
    add.mutate(
      { beneficiary: pending, challengeId: challenge.challengeId, code },
      {
        onSuccess: (answer) => {
          setSaved(answer);
          setStep('done');
        },
        onError: (error) => correctOnForm(error, 'beneficiary'),
        onSettled: () => {
          confirming.current = false;
        },
      },
    );
  }

  function back() {
    previewCall.reset();
    setStep('details');
  }

  const heading = (key: string) => (
    <Typography
      ref={headingRef}
      tabIndex={-1}
      component="h2"
      variant="h6"
      sx={{ fontWeight: 700, mb: 2, outline: 'none' }}
    >
      {t(key)}
    </Typography>
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 }, borderRadius: 3, maxWidth: 760 }}>
      <Stepper
        activeStep={STEPS.indexOf(step)}
        alternativeLabel
        aria-label={t('beneficiaries.add.stepsLabel')}
        sx={{ mb: 3 }}
      >
        {STEPS.map((name, index) => (
          <Step key={name} completed={index < STEPS.indexOf(step) || step === 'done'}>
            <StepLabel aria-current={name === step ? 'step' : undefined}>
              {t(`beneficiaries.add.steps.${name}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box hidden={step !== 'details'}>
        {step === 'details' && heading('beneficiaries.add.headings.details')}
        <Stack spacing={2.5}>
          {!only && (
            <TextField
              select
              required
              label={t('beneficiaries.fields.type')}
              value={type}
              onChange={(event) => {
                previewCall.reset();
                formRefusal.clear();
                setType(event.target.value as AddableType);
              }}
            >
              {ADDABLE_TYPES.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`beneficiaries.types.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Form
            key={type}
            onSubmit={review}
            onCancel={onClose}
            pending={previewCall.isPending}
            error={previewCall.error ?? formRefusal.error}
          />
        </Stack>
      </Box>
      {step === 'review' && preview && (
        <>
          {heading('beneficiaries.add.headings.review')}
          <ApiErrorAlert error={sendCode.error} />
          <BeneficiaryDetails beneficiary={preview} />
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'flex-end', mt: 3 }}
          >
            <Button variant="outlined" onClick={back} disabled={sendCode.isPending}>
              {t('beneficiaries.add.edit')}
            </Button>
            <Button variant="contained" onClick={requestCode} loading={sendCode.isPending}>
              {t('beneficiaries.add.sendCode')}
            </Button>
          </Stack>
        </>
      )}
      {step === 'code' && challenge && (
        <>
          {heading('beneficiaries.add.headings.code')}
          <OtpCodeForm
            key={challenge.challengeId}
            challenge={challenge}
            onSubmit={confirm}
            submitLabel={t('beneficiaries.add.confirm')}
            pending={add.isPending}
            error={add.error ?? sendCode.error}
            onResend={requestCode}
            resendPending={sendCode.isPending}
            onBack={() => setStep('review')}
          />
        </>
      )}
      {step === 'done' && saved && (
        <>
          {heading('beneficiaries.add.headings.done')}
          <Alert severity="success" role="status" sx={{ mb: 3 }}>
            {t('beneficiaries.add.saved', { name: saved.nickname })}
          </Alert>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={onClose}>
              {t('beneficiaries.add.done')}
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}
