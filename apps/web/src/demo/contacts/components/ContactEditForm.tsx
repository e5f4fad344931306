import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact } from '@taka/demo-api/schemas/contacts';
import { FormDateField } from '@/shared/ui/form/FormDateField';
import { FormTextField } from '@/shared/ui/form/FormTextField';
import { RichTextEditor } from '@/demo/shared/rich-text/RichTextEditor';
import { ManageTagsDialog } from '@/demo/shared/tags/ManageTagsDialog';
import { TagsField } from '@/demo/shared/tags/TagsField';
import { useCreateTag } from '../api/create-tag';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '../api/get-tags';
import { useRenameTag } from '../api/rename-tag';
import { useUpdateContact } from '../api/update-contact';
import { ContactFormSchema, toFormValues, toPatch } from '../contact-form';
import { useHandlerErrorText } from '../use-handler-error-text';
import { AvatarField } from './AvatarField';
import { ContactCover } from './ContactCover';
import { EmailFields } from './EmailFields';
import { PhoneFields } from './PhoneFields';

type Props = { contact: Contact; titleId: string; onDone: () => void };

const TAG_MAX = 30;
const TagTitleSchema = z.string().trim().min(1, 'contacts.tagRequired').max(TAG_MAX, 'contacts.tooLong');

const today = () => new Date().toISOString().slice(0, 10);

/** Every field of a contact, saved together; the picture is changed on its own, at once. */
export function ContactEditForm({ contact, titleId, onDone }: Props) {
  const { t } = useTranslation();
  const errorText = useHandlerErrorText();
  const save = useUpdateContact();
  const tags = useTags();
  const createTag = useCreateTag();
  const renameTag = useRenameTag();
  const deleteTag = useDeleteTag();
  const [managingTags, setManagingTags] = useState(false);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: toFormValues(contact),
  });

  const submit = handleSubmit((values) => {
    const tagIds = new Set((tags.data ?? []).map((tag) => tag.id));
    save.mutate(toPatch(contact.id, values, tagIds), { onSuccess: onDone });
  });

  return (
    <>
      <ContactCover contact={contact} />
      <Stack component="form" noValidate spacing={3} sx={{ px: 3, pt: 2, pb: 4 }} onSubmit={submit}>
        <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('contacts.editTitle', { name: contact.name })}
        </Typography>
        {save.error && (
          <Alert severity="error" role="alert">
            {t('contacts.saveFailed')} {errorText(save.error)}
          </Alert>
        )}
        <AvatarField contact={contact} />
        <FormTextField control={control} name="name" label={t('contacts.name')} required autoComplete="off" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="title" label={t('contacts.title')} autoComplete="off" />
          <FormTextField control={control} name="company" label={t('contacts.company')} autoComplete="off" />
        </Stack>
        <Divider />
        <EmailFields control={control} />
        <Divider />
        <PhoneFields control={control} />
        <Divider />
        <FormDateField control={control} name="birthday" label={t('contacts.birthday')} maxDate={today()} />
        <FormTextField
          control={control}
          name="address"
          label={t('contacts.address')}
          multiline
          minRows={2}
          autoComplete="off"
        />
        <Controller
          control={control}
          name="notes"
          render={({ field }) => (
            <RichTextEditor
              label={t('contacts.notes')}
              value={field.value}
              onChange={field.onChange}
              minHeight={120}
            />
          )}
        />
        <TagsField
          control={control}
          name="tags"
          tags={tags.data}
          label={t('contacts.tags')}
          manageLabel={t('contacts.tagList.title')}
          onManage={() => setManagingTags(true)}
        />
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
            justifyContent: 'flex-end',
          }}
        >
          <Button onClick={onDone}>{t('contacts.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('contacts.save')}
          </Button>
        </Box>
      </Stack>
      {managingTags && (
        <ManageTagsDialog
          open
          onClose={() => setManagingTags(false)}
          keys="contacts.tagList"
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
