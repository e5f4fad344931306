import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Shortcut } from '@taka/demo-api/schemas/common';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useSaveShortcut } from './api/save-shortcut';
import { ShortcutFormSchema, type ShortcutFormOutput, type ShortcutFormValues } from './shortcut-form';
import { DEFAULT_SHORTCUT_ICON, SHORTCUT_ICONS, inAppPath } from './shortcut-icons';

type Props = {
  /** The shortcut to change; none to add one. */
  shortcut?: Shortcut;
  onClose: () => void;
};

const iconKey = (name: string) => name.split(':').pop()!;

/** Adds or changes a shortcut: its label, description, link (a page of this site or an https address) and icon. */
export function ShortcutDialog({ shortcut, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveShortcut();
  const showToast = useToast();
  const { control, handleSubmit } = useForm<ShortcutFormValues, unknown, ShortcutFormOutput>({
    defaultValues: {
      label: shortcut?.label ?? '',
      description: shortcut?.description ?? '',
      link: shortcut ? (inAppPath(shortcut.link) ?? shortcut.link) : '',
      icon: shortcut && SHORTCUT_ICONS[shortcut.icon] ? shortcut.icon : DEFAULT_SHORTCUT_ICON,
    },
    resolver: zodResolver(ShortcutFormSchema),
  });
  const submit = handleSubmit((values) => {
    const internal = inAppPath(values.link) !== null;
    // A page of this site opens inside the app, unless the shortcut was made to load it afresh (Reload).
    const keepsFullLoad = shortcut && !shortcut.useRouter && inAppPath(shortcut.link) === values.link;
    save.mutate(
      { id: shortcut?.id, shortcut: { ...values, useRouter: internal && !keepsFullLoad } },
      {
        onSuccess: () => {
          showToast({
            severity: 'success',
            message: t('shellPanels.shortcuts.saved', { name: values.label }),
          });
          onClose();
        },
        onError: () => showToast({ severity: 'error', message: t('shellPanels.actionFailed') }),
      },
    );
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {t(shortcut ? 'shellPanels.shortcuts.editTitle' : 'shellPanels.shortcuts.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="label" label={t('shellPanels.shortcuts.label')} required />
            <FormTextField
              control={control}
              name="description"
              label={t('shellPanels.shortcuts.description')}
            />
            <FormTextField
              control={control}
              name="link"
              label={t('shellPanels.shortcuts.link')}
              helperText={t('shellPanels.shortcuts.linkHelp')}
              required
            />
            <FormSelectField control={control} name="icon" label={t('shellPanels.shortcuts.icon')}>
              {Object.entries(SHORTCUT_ICONS).map(([name, Icon]) => (
                <MenuItem key={name} value={name}>
                  <ListItemIcon sx={{ minWidth: 32, verticalAlign: 'middle' }}>
                    <Icon fontSize="small" aria-hidden />
                  </ListItemIcon>
                  {t(`shellPanels.shortcuts.icons.${iconKey(name)}`)}
                </MenuItem>
              ))}
            </FormSelectField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('shellPanels.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('shellPanels.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
