import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { Task } from '@taka/demo-api/schemas/tasks';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormSelectField } from '@/shared/ui/form/FormSelectField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { ManageTagsDialog } from '@/demo/shared/tags/ManageTagsDialog';
import { TagsField } from '@/demo/shared/tags/TagsField';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useCreateTag } from '../api/create-tag';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '../api/get-tags';
import { useRenameTag } from '../api/rename-tag';
import { useUpdateTask } from '../api/update-task';
import { NOTES_MAX, TaskFormSchema, TITLE_MAX, toFormValues, toPatch } from '../task-form';
import { useHandlerErrorText } from '../use-handler-error-text';
import { PRIORITIES, PRIORITY_KEYS, PriorityIcon } from './PriorityIcon';

const TAG_MAX = 30;
const TagTitleSchema = z.string().trim().min(1, 'tasks.tagRequired').max(TAG_MAX, 'tasks.tooLong');

type Props = {
  task: Task;
  titleId: string;
  isNew: boolean;
  onSaved: () => void;
  onCancel: () => void;
  onDelete: () => void;
};

/** Every field of a task (a section has only its title), saved together; Delete asks first. */
export function TaskForm({ task, titleId, isNew, onSaved, onCancel, onDelete }: Props) {
  const { t } = useTranslation();
  const showToast = useToast();
  const errorText = useHandlerErrorText();
  const save = useUpdateTask();
  const tags = useTags();
  const createTag = useCreateTag();
  const renameTag = useRenameTag();
  const deleteTag = useDeleteTag();
  const [managingTags, setManagingTags] = useState(false);
  const section = task.type === 'section';
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(TaskFormSchema),
    defaultValues: toFormValues(task),
  });

  const submit = handleSubmit((values) => {
    const tagIds = new Set((tags.data ?? []).map((tag) => tag.id));
    save.mutate(toPatch(task.id, values, tagIds), {
      onSuccess: () => {
        showToast({ severity: 'success', message: t(section ? 'tasks.sectionSaved' : 'tasks.taskSaved') });
        onSaved();
      },
    });
  });

  return (
    <>
      <Stack component="form" noValidate spacing={3} sx={{ px: 3, pt: 3, pb: 0 }} onSubmit={submit}>
        <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 700, pr: 6 }}>
          {task.title || t(section ? 'tasks.untitledSection' : 'tasks.untitledTask')}
        </Typography>
        {save.error && (
          <Alert severity="error" role="alert">
            {t('tasks.saveFailed')} {errorText(save.error)}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="title"
          label={t(section ? 'tasks.sectionTitle' : 'tasks.title')}
          autoComplete="off"
          autoFocus={isNew}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        />
        {!section && (
          <>
            <Controller
              control={control}
              name="completed"
              render={({ field }) => (
                <FormControlLabel
                  label={t('tasks.completed')}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                />
              )}
            />
            <FormTextField
              control={control}
              name="notes"
              label={t('tasks.notes')}
              multiline
              minRows={3}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField control={control} name="dueDate" label={t('tasks.dueDate')} />
              <FormSelectField control={control} name="priority" label={t('tasks.priorityLabel')} fullWidth>
                {PRIORITIES.map((priority) => (
                  <MenuItem key={priority} value={priority}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <PriorityIcon priority={priority} />
                      <span>{t(`tasks.priority.${PRIORITY_KEYS[priority]}`)}</span>
                    </Stack>
                  </MenuItem>
                ))}
              </FormSelectField>
            </Stack>
            <TagsField
              control={control}
              name="tags"
              tags={tags.data}
              label={t('tasks.tags')}
              manageLabel={t('tasks.manageTags')}
              onManage={() => setManagingTags(true)}
            />
          </>
        )}
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            mx: -3,
            px: 3,
            py: 2,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Button color="error" startIcon={<DeleteOutline />} onClick={onDelete}>
            {t('tasks.delete')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button onClick={onCancel}>{t('tasks.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('tasks.save')}
          </Button>
        </Box>
      </Stack>
      {managingTags && (
        <ManageTagsDialog
          open
          onClose={() => setManagingTags(false)}
          keys="tasks.tagList"
          tags={tags.data ?? []}
          schema={TagTitleSchema}
          maxLength={TAG_MAX}
          create={createTag}
          rename={renameTag}
          remove={deleteTag}
          errorText={errorText}
        />
      )}
    </>
  );
}
