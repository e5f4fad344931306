import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import MailOutline from '@mui/icons-material/MailOutlined';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { useFormat } from '@/shared/i18n/use-format';
import { useMails, type MailSelection } from '../api/get-mails';
import { listLink } from '../mailbox-paths';
import { MailListItem } from './MailListItem';

const IconButtonLink = createLink(IconButton);
const ButtonLink = createLink(Button);

type Props = { selection: MailSelection; page: number; openMailId: string | null; title: string };

/** A page of 10 mails with "1-10 of N" and previous/next; while another page loads its rows stay under a bar. */
export function MailList({ selection, page, openMailId, title }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const mails = useMails(selection, page);
  const pagination = mails.data?.pagination;
  const range = pagination && 'totalResults' in pagination ? pagination : null;
  const lastPage = pagination?.lastPage ?? 1;

  return (
    <Box
      component="section"
      aria-labelledby="mail-list-title"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 56 }}>
        <Typography id="mail-list-title" component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {range && range.totalResults > 0 && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('mailbox.range', {
              start: format.number(range.startIndex + 1),
              end: format.number(range.endIndex + 1),
              total: format.number(range.totalResults),
            })}
          </Typography>
        )}
        <IconButtonLink
          {...listLink(selection, page - 1)}
          disabled={page <= 1}
          aria-label={t('mailbox.previousPage')}
        >
          <ChevronLeft />
        </IconButtonLink>
        <IconButtonLink
          {...listLink(selection, page + 1)}
          disabled={page >= lastPage}
          aria-label={t('mailbox.nextPage')}
        >
          <ChevronRight />
        </IconButtonLink>
      </Box>
      <Box sx={{ height: 4 }}>
        {mails.isFetching && !mails.isPending && <LinearProgress aria-label={t('mailbox.loadingMails')} />}
      </Box>
      {mails.isPending ? (
        <Box aria-hidden>
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} variant="rectangular" height={88} sx={{ mb: '1px' }} />
          ))}
        </Box>
      ) : mails.isError ? (
        <Box sx={{ p: 2 }}>
          <LoadFailed
            icon={MailOutline}
            title={t('mailbox.loadFailed')}
            text={t('mailbox.loadFailedText')}
            onRetry={() => void mails.refetch()}
          />
        </Box>
      ) : !mails.data.mails ? (
        <Box sx={{ p: 2 }}>
          <EmptyState
            icon={MailOutline}
            title={t('mailbox.pastEnd')}
            text={t('mailbox.pastEndText')}
            action={
              <ButtonLink variant="outlined" {...listLink(selection)}>
                {t('mailbox.firstPage')}
              </ButtonLink>
            }
          />
        </Box>
      ) : mails.data.mails.length === 0 ? (
        <Box sx={{ p: 2 }}>
          <EmptyState icon={MailOutline} title={t('mailbox.empty')} text={t('mailbox.emptyText')} />
        </Box>
      ) : (
        <List disablePadding aria-label={title} aria-busy={mails.isFetching} sx={{ overflowY: 'auto' }}>
          {mails.data.mails.map((mail) => (
            <MailListItem
              key={mail.id}
              mail={mail}
              selection={selection}
              page={page}
              selected={mail.id === openMailId}
            />
          ))}
        </List>
      )}
    </Box>
  );
}
