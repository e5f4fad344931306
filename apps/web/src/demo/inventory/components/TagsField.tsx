import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LocalOffer from '@mui/icons-material/LocalOfferOutlined';
import { ManageTagsDialog } from '@/demo/shared/tags/ManageTagsDialog';
import { useCreateTag } from '../api/create-tag';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '../api/get-tags';
import { useRenameTag } from '../api/rename-tag';
import type { ProductFormOutput, ProductFormValues } from '../product-form';

const TAG_MAX = 40;
const TagTitleSchema = z.string().trim().min(1, 'inventory.tagRequired').max(TAG_MAX, 'inventory.tagTooLong');

type Props = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  onTagDeleted: (id: string) => void;
};

/** The product's tags, chosen from the tag list; Manage tags adds, renames and deletes tags. */
export function TagsField({ control, onTagDeleted }: Props) {
  const { t } = useTranslation();
  const tags = useTags().data ?? [];
  const createTag = useCreateTag();
  const renameTag = useRenameTag();
  const deleteTag = useDeleteTag();
  const [managing, setManaging] = useState(false);
  const titleOf = (id: string) => tags.find((tag) => tag.id === id)?.title ?? '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <Autocomplete
            multiple
            fullWidth
            options={tags.map((tag) => tag.id)}
            value={field.value.filter((id) => tags.some((tag) => tag.id === id))}
            onChange={(_event, value) => field.onChange(value)}
            getOptionLabel={titleOf}
            renderInput={(params) => (
              <TextField {...params} label={t('inventory.fields.tags')} inputRef={field.ref} />
            )}
          />
        )}
      />
      <Button
        startIcon={<LocalOffer />}
        onClick={() => setManaging(true)}
        sx={{ flexShrink: 0, mt: { sm: 1 }, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
      >
        {t('inventory.tags.manage')}
      </Button>
      {managing && (
        <ManageTagsDialog
          open
          onClose={() => setManaging(false)}
          keys="inventory.tags"
          tags={tags}
          schema={TagTitleSchema}
          maxLength={TAG_MAX}
          create={createTag}
          rename={renameTag}
          remove={deleteTag}
          onDeleted={onTagDeleted}
        />
      )}
    </Stack>
  );
}
