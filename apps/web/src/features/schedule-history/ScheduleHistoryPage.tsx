import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingInstruction } from '@taka/contracts';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useConfirmation } from '@/shared/ui/confirmation-dialog/ConfirmationDialogProvider';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { ButtonLink } from '@/shared/ui/links';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useChangeInstructionStatus, type StatusAction } from './api/change-standing-instruction';
import { useStandingInstructions } from './api/get-standing-instructions';
import { EditAmountDialog } from './components/EditAmountDialog';
import { InstructionCard } from './components/InstructionCard';

/** Schedule History: the customer's scheduled and recurring payments, their next runs, past runs and actions. */
export function ScheduleHistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading titleKey="pages.scheduleHistory.title">{t('scheduleHistory.intro')}</PageHeading>
      <InstructionList />
    </>
  );
}

function InstructionList() {
  const { t } = useTranslation();
  const instructions = useStandingInstructions();
  const change = useChangeInstructionStatus();
  const confirm = useConfirmation();
  const [editing, setEditing] = useState<StandingInstruction | null>(null);

  async function act(instruction: StandingInstruction, action: StatusAction) {
    if (action === 'cancel') {
      const answer = await confirm({
        title: t('scheduleHistory.cancelTitle'),
        message: t('scheduleHistory.cancelMessage', { payee: instruction.payee.name }),
        actions: { confirm: { label: t('scheduleHistory.cancelConfirm') } },
      });
      if (answer !== 'confirmed') return;
    }
    change.mutate({ id: instruction.id, action });
  }

  if (instructions.isError) return <ApiErrorAlert error={instructions.error} />;
  if (!instructions.data) return <Skeleton variant="rounded" height={240} />;
  if (instructions.data.length === 0)
    return (
      <EmptyState
        icon={EventRepeat}
        title={t('scheduleHistory.emptyTitle')}
        text={t('scheduleHistory.emptyText')}
        action={
          <ButtonLink to="/fund-transfer" variant="outlined">
            {t('scheduleHistory.emptyAction')}
          </ButtonLink>
        }
      />
    );
  return (
    <>
      <ApiErrorAlert error={change.error} />
      <Stack
        component="ul"
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('scheduleHistory.listLabel')}
      >
        {instructions.data.map((instruction) => (
          <li key={instruction.id}>
            <InstructionCard
              instruction={instruction}
              pending={change.isPending}
              onAction={(action) => void act(instruction, action)}
              onEditAmount={() => setEditing(instruction)}
            />
          </li>
        ))}
      </Stack>
      {editing && (
        <EditAmountDialog
          instruction={editing}
          onClose={() => setEditing(null)}
          onChanged={() => setEditing(null)}
        />
      )}
    </>
  );
}
