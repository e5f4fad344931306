import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canSaveAsFavorite,
  canSchedule,
  isFailureStatus,
  type OtpChallenge,
  type StandingInstruction,
  type TransactionReceipt,
  type TransferQuote,
  type TransferRequest,
  type TransferScheduleInput,
} from '@taka/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFieldRefusal } from '@/shared/ui/form/use-field-refusal';
import { useExecuteTransfer } from '../api/execute-transfer';
import { useQuoteTransfer } from '../api/quote-transfer';
import { useRequestTransferCode } from '../api/request-transfer-code';
import { useRequestScheduleCode, useSetUpStandingInstruction } from '../api/schedule-transfer';
import { SaveFavoriteButton } from '../favorites/SaveFavoriteButton';
import { OtpCodeForm } from '../otp/OtpCodeForm';
import { ReceiptView } from '../receipt/ReceiptView';
import { ScheduleChoice } from '../schedule/ScheduleChoice';
import {
  SCHEDULE_FORM_DEFAULTS,
  type ScheduleFormValues,
  type ScheduleMode,
} from '../schedule/schedule-form';
import { ScheduledView } from '../schedule/ScheduledView';
import { QuoteStatusContext, type QuoteStatus } from './quote-status';
import { QuoteReview } from './QuoteReview';
import type { TransferStep } from './steps';
import { TransferStepper } from './TransferStepper';
import { useFocusOnChange } from './use-focus-on-change';
import { useIdempotencyKey } from './use-idempotency-key';

/**
 * What a transfer screen's form gets from the flow. The quote's pending state and refusal (unknown payee,
 * ineligible account...) reach the form's frame through `useQuoteStatus`, not the form.
 */
export type TransferFormProps = {
  /** Called with the validated request; the flow asks the server for a quote. */
  onSubmit: (request: TransferRequest) => void;
};

type Props = {
  renderForm: (props: TransferFormProps) => ReactNode;
  /** The customer closed the receipt. */
  onDone: () => void;
  /** A request to start from (a favorite): quoted at once, so the flow opens on its review. */
  initialRequest?: TransferRequest;
  /** Offer "Save as favorite" on the receipt (default: yes). */
  offerFavorite?: boolean;
};

type Reviewed = { request: TransferRequest; quote: TransferQuote };

const SCHEDULE_FORM_ID = 'transfer-schedule';

/**
 * Every money movement, built once: form -> review of the server's quote -> one-time code -> receipt. The form
 * stays mounted (hidden) behind the later steps, so going back keeps what the customer typed. On the review the
 * customer may choose Pay later or Repeat instead of Pay now: the code then sets up a standing instruction
 * (decision 028), and the last step says when it runs.
 */
export function TransferFlow({ renderForm, onDone, initialRequest, offerFavorite = true }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<TransferStep>('details');
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [receipt, setReceipt] = useState<TransactionReceipt | null>(null);
  const [schedule, setSchedule] = useState<TransferScheduleInput | null>(null);
  const [scheduleForm, setScheduleForm] = useState<ScheduleFormValues>(SCHEDULE_FORM_DEFAULTS);
  const [instruction, setInstruction] = useState<StandingInstruction | null>(null);
  const [scheduleMode, setScheduleMode] = useState<ScheduleMode>(SCHEDULE_FORM_DEFAULTS.mode);
  const formRefusal = useFieldRefusal();
  const idempotency = useIdempotencyKey();
  const confirming = useRef(false);
  // Back on the form for its field errors, the first of them takes the focus, not the heading.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(
    step,
    step === 'details' && formRefusal.error !== null,
  );

  const quote = useQuoteTransfer();
  const sendTransferCode = useRequestTransferCode();
  const sendScheduleCode = useRequestScheduleCode();
  const sendCode = schedule ? sendScheduleCode : sendTransferCode;
  const execute = useExecuteTransfer();
  const setUp = useSetUpStandingInstruction();
  const confirmation = schedule ? setUp : execute;

  // A refusal of the code request or of the confirmation that names fields of the request: back to the form.
  function correctOnForm(refusal: unknown, under?: string) {
    if (formRefusal.keep(refusal, under)) setStep('details');
  }

  const { clear: clearFormRefusal } = formRefusal;
  const { mutate: askForQuote } = quote;
  const { issue: issueIdempotencyKey } = idempotency;
  const { reset: resetTransferCode } = sendTransferCode;
  const { reset: resetScheduleCode } = sendScheduleCode;
  const submitForm = useCallback(
    (request: TransferRequest) => {
      clearFormRefusal();
      askForQuote(request, {
        onSuccess: (answer) => {
          setReviewed({ request, quote: answer });
          issueIdempotencyKey();
          resetTransferCode();
          resetScheduleCode();
          setStep('review');
        },
      });
    },
    [clearFormRefusal, askForQuote, issueIdempotencyKey, resetTransferCode, resetScheduleCode],
  );
  // The form is drawn again only when the screen gives another one: the quote's progress re-renders its frame alone.
  const form = useMemo(() => renderForm({ onSubmit: submitForm }), [renderForm, submitForm]);
  const quoteStatus = useMemo<QuoteStatus>(
    () => ({ pending: quote.isPending, error: quote.error ?? formRefusal.error }),
    [quote.isPending, quote.error, formRefusal.error],
  );

  // Once per mount, even when React runs effects twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (!initialRequest || started.current) return;
    started.current = true;
    submitForm(initialRequest);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request a flow starts from is read once
  }, []);

  function codeSent(answer: OtpChallenge) {
    setChallenge(answer);
    execute.reset();
    setUp.reset();
    setStep('code');
  }

  function requestCode(chosen = schedule) {
    if (!reviewed) return;
    const onError = (error: unknown) => correctOnForm(error);
    if (chosen)
      sendScheduleCode.mutate(
        { request: reviewed.request, schedule: chosen },
        { onSuccess: codeSent, onError },
      );
    else sendTransferCode.mutate(reviewed.request, { onSuccess: codeSent, onError });
  }

  function chooseSchedule(chosen: TransferScheduleInput | null, values: ScheduleFormValues) {
    setSchedule(chosen);
    setScheduleForm(values);
    sendTransferCode.reset();
    sendScheduleCode.reset();
    requestCode(chosen);
  }

  function confirm(code: string) {
    // A second click before the first answer is dropped here; the shared key covers anything that gets through.
    if (!reviewed || !challenge || !idempotency.key || confirming.current) return;
    confirming.current = true;
    const settled = () => {
      confirming.current = false;
    };
    const onError = (error: unknown) => correctOnForm(error, 'request');
    if (schedule) {
      setUp.mutate(
        { request: reviewed.request, schedule, challengeId: challenge.challengeId, code },
        {
          onSuccess: (answer) => {
            setInstruction(answer);
            setStep('receipt');
          },
          onError,
          onSettled: settled,
        },
      );
      return;
    }
    execute.mutate(
      {
        body: { request: reviewed.request, challengeId: challenge.challengeId, code },
        idempotencyKey: idempotency.key,
      },
      {
        onSuccess: (answer) => {
          setReceipt(answer);
          setStep('receipt');
        },
        onError,
        onSettled: settled,
      },
    );
  }

  function goBack(to: TransferStep) {
    if (to === 'details') quote.reset();
    setStep(to);
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
      <TransferStepper step={step} onGoBack={goBack} />
      <Box hidden={step !== 'details'}>
        {step === 'details' && heading('transferFlow.headings.details')}
        <QuoteStatusContext value={quoteStatus}>{form}</QuoteStatusContext>
      </Box>
      {step === 'review' && reviewed && (
        <>
          {heading('transferFlow.headings.review')}
          <QuoteReview
            request={reviewed.request}
            quote={reviewed.quote}
            onBack={() => goBack('details')}
            onContinue={() => requestCode(null)}
            pending={sendCode.isPending}
            error={sendCode.error}
            continueSubmits={canSchedule(reviewed.request.type) ? SCHEDULE_FORM_ID : undefined}
            later={scheduleMode !== 'now'}
          >
            {canSchedule(reviewed.request.type) && (
              <ScheduleChoice
                id={SCHEDULE_FORM_ID}
                type={reviewed.request.type}
                defaultValues={scheduleForm}
                onSubmit={chooseSchedule}
                onModeChange={setScheduleMode}
              />
            )}
          </QuoteReview>
        </>
      )}
      {step === 'code' && challenge && (
        <>
          {heading('transferFlow.headings.code')}
          <OtpCodeForm
            key={challenge.challengeId}
            challenge={challenge}
            onSubmit={confirm}
            submitLabel={t('transferFlow.confirm')}
            pending={confirmation.isPending}
            error={confirmation.error ?? sendCode.error}
            onResend={() => requestCode()}
            resendPending={sendCode.isPending}
            onBack={() => goBack('review')}
          />
        </>
      )}
      {step === 'receipt' && instruction && (
        <ScheduledView instruction={instruction} onDone={onDone} titleRef={headingRef} />
      )}
      {step === 'receipt' && receipt && (
        <ReceiptView
          receipt={receipt}
          closeAction="done"
          onClose={onDone}
          titleRef={headingRef}
          actions={
            offerFavorite &&
            reviewed &&
            canSaveAsFavorite(reviewed.request.type) &&
            !isFailureStatus(receipt.transactionStatus) && (
              <SaveFavoriteButton
                transactionId={receipt.transactionId}
                request={reviewed.request}
                suggestedName={reviewed.quote.payee.productName ?? reviewed.quote.payee.name}
              />
            )
          }
        />
      )}
    </Paper>
  );
}
