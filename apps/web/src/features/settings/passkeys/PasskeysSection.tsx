import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasskeyNameSchema, type Passkey } from '@taka/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Key from '@mui/icons-material/KeyOutlined';
import { useFormat } from '@/shared/i18n/use-format';
import { useConfirmedDelete } from '@/shared/ui/confirmation-dialog/use-confirmed-delete';
import { ApiErrorAlert } from '@/shared/ui/form/ApiErrorAlert';
import { RenameDialog } from '@/shared/ui/form/RenameDialog';
import { AddPasskeyFlow } from './AddPasskeyFlow';
import { usePasskeys } from './api/get-passkeys';
import { useRemovePasskey } from './api/remove-passkey';
import { useRenamePasskey } from './api/rename-passkey';

/**
 * The customer's passkeys (a section of /settings): each with where it was added and when it was last used; add one
 * (confirmed with a one-time code), rename, remove (after a confirmation).
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Passkey | null>(null);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, maxWidth: 960 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('settings.passkeys.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.passkeys.intro')}
      </Typography>
      {added && (
        <Alert severity="success" role="status" onClose={() => setAdded(null)} sx={{ mb: 2 }}>
          {t('settings.passkeys.added', { name: added.name })}
        </Alert>
      )}
      {adding ? (
        <AddPasskeyFlow
          onClose={() => setAdding(false)}
          onAdded={(passkey) => {
            setAdding(false);
            setAdded(passkey);
          }}
        />
      ) : (
        <Stack spacing={2}>
          <PasskeyList />
          <Button
            variant="contained"
            startIcon={<Key />}
            onClick={() => {
              setAdded(null);
              setAdding(true);
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('settings.passkeys.add')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

function PasskeyList() {
  const { t } = useTranslation();
  const format = useFormat();
  const passkeys = usePasskeys();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const { askToDelete, deletedNotice } = useConfirmedDelete('settings.passkeys', remove);

  if (passkeys.isError) return <ApiErrorAlert error={passkeys.error} />;
  if (!passkeys.data) return <Skeleton variant="rounded" height={120} />;

  const where = (passkey: Passkey) =>
    [passkey.browser, passkey.os, passkey.device].filter(Boolean).join(' · ');
  return (
    <>
      <ApiErrorAlert error={remove.error} />
      {passkeys.data.length === 0 ? (
        <Typography>{t('settings.passkeys.none')}</Typography>
      ) : (
        <List disablePadding>
          {passkeys.data.map((passkey) => (
            <ListItem
              key={passkey.id}
              divider
              sx={{ px: 0, pr: 12 }}
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={t('settings.passkeys.rename')}>
                    <IconButton
                      aria-label={t('settings.passkeys.renameNamed', { name: passkey.name })}
                      onClick={() => {
                        rename.reset();
                        setRenaming(passkey);
                      }}
                    >
                      <Edit />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('settings.passkeys.delete')}>
                    <IconButton
                      aria-label={t('settings.passkeys.deleteNamed', { name: passkey.name })}
                      color="error"
                      onClick={() => void askToDelete({ id: passkey.id, name: passkey.name })}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
            >
              <ListItemText
                primary={passkey.name}
                secondary={
                  <>
                    {t('settings.passkeys.addedOn', { date: format.dateTime(passkey.createdAt) })}
                    {where(passkey) && ` · ${where(passkey)}`}
                    <br />
                    {passkey.lastUsedAt
                      ? t('settings.passkeys.lastUsed', { date: format.dateTime(passkey.lastUsedAt) })
                      : t('settings.passkeys.neverUsed')}
                  </>
                }
                slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {renaming && (
        <RenameDialog
          title={t('settings.passkeys.renameTitle')}
          label={t('settings.passkeys.name')}
          initialValue={renaming.name}
          schema={PasskeyNameSchema}
          maxLength={40}
          pending={rename.isPending}
          error={rename.error}
          onClose={() => setRenaming(null)}
          onSubmit={(name) =>
            rename.mutate({ id: renaming.id, name }, { onSuccess: () => setRenaming(null) })
          }
        />
      )}
      {deletedNotice}
    </>
  );
}
