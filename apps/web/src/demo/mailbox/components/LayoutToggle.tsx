import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import VerticalSplit from '@mui/icons-material/VerticalSplitOutlined';
import ViewAgenda from '@mui/icons-material/ViewAgendaOutlined';
import { useChangeMessageLayout, type MessageLayout } from '../api/get-settings';

/** The message layout setting: the open mail beside the list, or in its place. Kept for the session. */
export function LayoutToggle({ layout }: { layout: MessageLayout }) {
  const { t } = useTranslation();
  const change = useChangeMessageLayout();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={layout}
      aria-label={t('mailbox.layout.label')}
      onChange={(_event, value: MessageLayout | null) => value && change.mutate(value)}
    >
      <ToggleButton value="right" aria-label={t('mailbox.layout.right')}>
        <VerticalSplit />
      </ToggleButton>
      <ToggleButton value="full" aria-label={t('mailbox.layout.full')}>
        <ViewAgenda />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
