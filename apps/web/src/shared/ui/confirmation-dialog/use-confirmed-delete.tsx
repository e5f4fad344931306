import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useConfirmation } from './ConfirmationDialogProvider';

type Removal = { mutate(id: string, options: { onSuccess: () => void }): void };

/**
 * Deleting a saved item: the shared confirmation first, then a notice once it is gone. `keys` is the translation
 * prefix holding `deleteTitle`, `deleteMessage`, `delete` and `deleted` (the last two messages take `{{name}}`); a
 * prefix without `deleted` gives no notice.
 */
export function useConfirmedDelete(keys: string, removal: Removal) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmation();
  const [notice, setNotice] = useState<string | null>(null);

  async function askToDelete(item: { id: string; name: string }) {
    const answer = await confirm({
      title: t(`${keys}.deleteTitle`),
      message: t(`${keys}.deleteMessage`, { name: item.name }),
      actions: { confirm: { label: t(`${keys}.delete`) } },
    });
    if (answer !== 'confirmed') return;
    removal.mutate(item.id, {
      onSuccess: () => {
        if (i18n.exists(`${keys}.deleted`)) setNotice(t(`${keys}.deleted`, { name: item.name }));
      },
    });
  }

  const deletedNotice = (
    <Snackbar
      open={notice !== null}
      autoHideDuration={6000}
      onClose={() => setNotice(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={() => setNotice(null)} sx={{ width: '100%' }}>
        {notice}
      </Alert>
    </Snackbar>
  );

  return { askToDelete, deletedNotice };
}
