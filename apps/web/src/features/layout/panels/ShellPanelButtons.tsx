import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import Search from '@mui/icons-material/Search';
import { useDemoLayerActive } from '@/shared/config/client-config';
import { messagesQuery } from '../api/demo-lists';
import { PANEL_BUTTONS_WIDTH } from './panel-buttons-width';

export type PanelProps = { anchor: HTMLElement | null; onClose: () => void };

// Each panel's code loads when its button is first used: the shell's first load has a budget.
const GlobalSearchBar = lazy(() =>
  import('./search/GlobalSearchBar').then((module) => ({ default: module.GlobalSearchBar })),
);
const ShortcutsPanel = lazy(() =>
  import('./shortcuts/ShortcutsPanel').then((module) => ({ default: module.ShortcutsPanel })),
);
const MessagesPanel = lazy(() =>
  import('./messages/MessagesPanel').then((module) => ({ default: module.MessagesPanel })),
);
const QuickChatDrawer = lazy(() =>
  import('./quick-chat/QuickChatDrawer').then((module) => ({ default: module.QuickChatDrawer })),
);

type OpenerProps = {
  label: string;
  icon: ReactNode;
  panel: ComponentType<PanelProps>;
};

/** A top-bar button whose panel is loaded on the first press and kept (closed) afterwards. */
function PanelOpener({ label, icon, panel: Panel }: OpenerProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setLoaded(true);
        }}
      >
        {icon}
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <Panel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

function useUnreadMessages(demoLayerActive: boolean) {
  return (
    useQuery({
      ...messagesQuery,
      enabled: demoLayerActive,
      select: (messages) => messages.filter((message) => message.read === false).length,
    }).data ?? 0
  );
}

/**
 * The demo layer's top-bar buttons (issue 21): global search, shortcuts, messages with the unread count and the
 * quick chat. Only when the demo layer runs (the shell's loader has started it by now).
 */
export function ShellPanelButtons() {
  const { t } = useTranslation();
  const demoLayerActive = useDemoLayerActive();
  const unread = useUnreadMessages(demoLayerActive);
  if (!demoLayerActive) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, width: PANEL_BUTTONS_WIDTH, flexShrink: 0 }}>
      <PanelOpener label={t('shellPanels.search.open')} icon={<Search />} panel={GlobalSearchBar} />
      <PanelOpener label={t('shellPanels.shortcuts.open')} icon={<AppsOutlined />} panel={ShortcutsPanel} />
      <PanelOpener
        label={t('shellPanels.messages.open', { unread })}
        icon={
          <Badge badgeContent={unread} color="error" invisible={unread <= 0} max={99}>
            <MailOutline />
          </Badge>
        }
        panel={MessagesPanel}
      />
      <PanelOpener
        label={t('shellPanels.quickChat.open')}
        icon={<ChatBubbleOutline />}
        panel={QuickChatDrawer}
      />
    </Box>
  );
}
