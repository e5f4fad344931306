import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { createLink, useNavigate } from '@tanstack/react-router';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import MarkEmailRead from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
import Reply from '@mui/icons-material/Reply';
import Star from '@mui/icons-material/Star';
import StarOutline from '@mui/icons-material/StarBorder';
import type { Mail } from '@taka/demo-api/schemas/mailbox';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import type { MailSelection } from '../api/get-mails';
import { useUpdateMail, type MailChange } from '../api/update-mail';
import { listLink } from '../mailbox-paths';
import { LabelsMenu, MoveMenu } from './MailMenus';

const IconButtonLink = createLink(IconButton);

type Props = {
  mail: Mail;
  selection: MailSelection;
  page: number;
  showBack: boolean;
  onReply: (mail: Mail) => void;
};

/** Back, star, important, read/unread, move to a folder, labels and reply. */
export function MailActions({ mail, selection, page, showBack, onReply }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const update = useUpdateMail();
  const [menu, setMenu] = useState<{ which: 'move' | 'labels'; anchor: HTMLElement } | null>(null);
  const change = (patch: MailChange) => update.mutate({ id: mail.id, mail: patch });

  const toggle = (
    label: string,
    pressed: boolean,
    on: React.ReactNode,
    off: React.ReactNode,
    flip: () => void,
  ) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-pressed={pressed} onClick={flip}>
        {pressed ? on : off}
      </IconButton>
    </Tooltip>
  );

  function moveTo(folder: { id: string; title: string }) {
    setMenu(null);
    update.mutate(
      { id: mail.id, mail: { folder: folder.id } },
      {
        onSuccess: () => {
          showToast({ severity: 'success', message: t('mailbox.moved', { folder: folder.title }) });
          if (selection.kind === 'folder') void navigate(listLink(selection, page));
        },
      },
    );
  }

  return (
    <Box
      role="toolbar"
      aria-label={t('mailbox.mailActions')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, px: 1, py: 1 }}
    >
      {showBack && (
        <IconButtonLink {...listLink(selection, page)} aria-label={t('mailbox.backToList')}>
          <ArrowBack />
        </IconButtonLink>
      )}
      {toggle(t('mailbox.star'), mail.starred, <Star sx={{ color: 'warning.dark' }} />, <StarOutline />, () =>
        change({ starred: !mail.starred }),
      )}
      {toggle(
        t('mailbox.markImportant'),
        mail.important,
        <LabelImportant sx={{ color: 'error.main' }} />,
        <LabelImportantOutlined />,
        () => change({ important: !mail.important }),
      )}
      <Tooltip title={t(mail.unread ? 'mailbox.markRead' : 'mailbox.markUnread')}>
        <IconButton
          aria-label={t(mail.unread ? 'mailbox.markRead' : 'mailbox.markUnread')}
          onClick={() => change({ unread: !mail.unread })}
        >
          {mail.unread ? <MarkEmailRead /> : <MarkEmailUnread />}
        </IconButton>
      </Tooltip>
      <Button
        aria-haspopup="menu"
        aria-expanded={menu?.which === 'move'}
        onClick={(event) => setMenu({ which: 'move', anchor: event.currentTarget })}
      >
        {t('mailbox.moveTo')}
      </Button>
      <Button
        aria-haspopup="menu"
        aria-expanded={menu?.which === 'labels'}
        onClick={(event) => setMenu({ which: 'labels', anchor: event.currentTarget })}
      >
        {t('mailbox.labels')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button variant="outlined" startIcon={<Reply />} onClick={() => onReply(mail)}>
        {t('mailbox.reply')}
      </Button>
      <MoveMenu
        anchor={menu?.which === 'move' ? menu.anchor : null}
        currentFolder={mail.folder}
        onClose={() => setMenu(null)}
        onMove={moveTo}
      />
      <LabelsMenu
        anchor={menu?.which === 'labels' ? menu.anchor : null}
        selected={mail.labels}
        onClose={() => setMenu(null)}
        onToggle={(labelId) =>
          change({
            labels: mail.labels.includes(labelId)
              ? mail.labels.filter((id) => id !== labelId)
              : [...mail.labels, labelId],
          })
        }
      />
    </Box>
  );
}
