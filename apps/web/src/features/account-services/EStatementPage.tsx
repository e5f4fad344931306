import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import CloudOff from '@mui/icons-material/CloudOff';
import { WithAccounts } from '@/shared/banking/form/WithAccounts';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useEStatements, useSetEStatement } from './api/e-statements';
import { chequeAccounts } from './eligible-accounts';

/**
 * E-statements (decision 036): each savings and current account with a switch; a subscribed account's statement of
 * the month before is e-mailed to the customer early each month as a PDF.
 */
export function EStatementPage() {
  const { t } = useTranslation();
  const subscriptions = useEStatements();
  const change = useSetEStatement();
  const subscribed = new Map((subscriptions.data?.subscriptions ?? []).map((s) => [s.accountId, s]));
  const email = subscriptions.data?.subscriptions[0]?.email;

  return (
    <>
      <PageHeading titleKey="nav.services.account.eStatement" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('eStatement.intro')}
        </Typography>
        {email && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('eStatement.sentTo', { email })}
          </Alert>
        )}
        <ApiErrorAlert error={change.error} />
        {subscriptions.isError ? (
          <LoadFailed
            icon={CloudOff}
            title={t('eStatement.loadFailedTitle')}
            text={t('eStatement.loadFailedText')}
            onRetry={() => void subscriptions.refetch()}
          />
        ) : !subscriptions.data ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <WithAccounts>
            {(accounts) => {
              const eligible = chequeAccounts(accounts);
              if (eligible.length === 0)
                return (
                  <EmptyState
                    icon={EmailOutlined}
                    title={t('eStatement.empty.title')}
                    text={t('eStatement.empty.text')}
                  />
                );
              return (
                <List disablePadding aria-label={t('eStatement.accounts')}>
                  {eligible.map((account) => {
                    const on = subscribed.has(account.id);
                    return (
                      <ListItem key={account.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
                        <ListItemText primary={account.productName} secondary={account.number} />
                        <FormControlLabel
                          control={
                            <Switch
                              checked={on}
                              disabled={change.isPending}
                              onChange={(event) =>
                                change.mutate({ accountId: account.id, on: event.target.checked })
                              }
                              slotProps={{ input: { 'aria-describedby': `e-statement-${account.id}` } }}
                            />
                          }
                          label={t('eStatement.monthly')}
                        />
                        <Typography
                          id={`e-statement-${account.id}`}
                          variant="body2"
                          color="text.secondary"
                          sx={{ width: '100%' }}
                        >
                          {on ? t('eStatement.on', { number: account.number }) : t('eStatement.off')}
                        </Typography>
                      </ListItem>
                    );
                  })}
                </List>
              );
            }}
          </WithAccounts>
        )}
      </Paper>
    </>
  );
}
