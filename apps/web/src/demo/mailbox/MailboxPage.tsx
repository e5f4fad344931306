import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocation } from '@tanstack/react-router';
import FolderOpen from '@mui/icons-material/FolderOpenOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import type { Mail } from '@taka/demo-api/schemas/mailbox';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useMessageLayout } from './api/get-settings';
import { useSelectionTitle } from './use-selection-title';
import { mailboxLocationOf, pageOf } from './mailbox-paths';
import { parseAddress, replySubject } from './mail-text';
import { ComposeDialog, type ComposeStart } from './components/ComposeDialog';
import { LayoutToggle } from './components/LayoutToggle';
import { MailboxSidebar } from './components/MailboxSidebar';
import { MailList } from './components/MailList';
import { MailView } from './components/MailView';

const SIDEBAR_WIDTH = 260;

/** The mailbox: folders, filters and labels beside a paged list of mails and the open mail (SPEC 2.8). */
export function MailboxPage() {
  const { t } = useTranslation();
  const title = usePageTitle('pages.mailbox.title');
  const location = useLocation();
  const { mailId, ...selection } = mailboxLocationOf(location.pathname);
  const page = pageOf(location.search as Record<string, unknown>);
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const layout = useMessageLayout();
  const sideBySide = desktop && layout === 'right';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [compose, setCompose] = useState<ComposeStart | null>(null);
  const listTitle = useSelectionTitle(selection);

  const reply = (mail: Mail) =>
    setCompose({ to: parseAddress(mail.from.contact).address, subject: replySubject(mail.subject) });
  const sidebar = (
    <MailboxSidebar
      current={selection}
      onCompose={() => setCompose({})}
      onNavigate={() => setDrawerOpen(false)}
    />
  );
  const showList = sideBySide || !mailId;
  const showMail = mailId !== null;

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, flex: 1 }}>
          {title}
        </Typography>
        {desktop ? (
          <LayoutToggle layout={layout} />
        ) : (
          <Button variant="outlined" startIcon={<FolderOpen />} onClick={() => setDrawerOpen(true)}>
            {t('mailbox.folders')}
          </Button>
        )}
      </Box>
      <Paper variant="outlined" sx={{ display: 'flex', borderRadius: 3, overflow: 'hidden', minHeight: 560 }}>
        {desktop ? (
          <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
            {sidebar}
          </Box>
        ) : (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { width: 300 } } }}
          >
            {sidebar}
          </Drawer>
        )}
        {showList && (
          <Box
            sx={{
              width: sideBySide ? { md: 340, lg: 400 } : 'auto',
              flex: sideBySide ? 'none' : 1,
              minWidth: 0,
              borderRight: sideBySide ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <MailList selection={selection} page={page} openMailId={mailId} title={listTitle} />
          </Box>
        )}
        {showMail ? (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <MailView
              key={mailId}
              mailId={mailId}
              selection={selection}
              page={page}
              showBack={!sideBySide}
              onReply={reply}
            />
          </Box>
        ) : (
          sideBySide && (
            <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', color: 'text.secondary', p: 3 }}>
              <Box sx={{ textAlign: 'center' }}>
                <MailOutline aria-hidden sx={{ fontSize: 64 }} />
                <Typography>{t('mailbox.selectMail')}</Typography>
              </Box>
            </Box>
          )
        )}
      </Paper>
      {compose && <ComposeDialog start={compose} onClose={() => setCompose(null)} />}
    </>
  );
}
