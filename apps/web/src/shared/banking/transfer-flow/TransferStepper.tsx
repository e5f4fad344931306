import { useTranslation } from 'react-i18next';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { TRANSFER_STEPS, type TransferStep } from './steps';

type Props = { step: TransferStep; onGoBack: (step: TransferStep) => void };

/**
 * The step names. An earlier step is a button that goes back to it (arrow keys move between the steps); once
 * the receipt shows, the transfer is done and nothing goes back.
 */
export function TransferStepper({ step, onGoBack }: Props) {
  const { t } = useTranslation();
  const active = TRANSFER_STEPS.indexOf(step);
  const done = step === 'receipt';
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={t('transferFlow.stepsLabel')} sx={{ mb: 3 }}>
      {TRANSFER_STEPS.map((name, index) => (
        <Step key={name} completed={index < active || done}>
          <StepButton
            disabled={done ? index !== active : index > active}
            aria-current={index === active ? 'step' : undefined}
            onClick={() => index < active && !done && onGoBack(name)}
          >
            {t(`transferFlow.steps.${name}`)}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
