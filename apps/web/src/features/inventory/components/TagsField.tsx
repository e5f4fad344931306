import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LocalOffer from '@mui/icons-material/LocalOfferOutlined';
import { useTags } from '../api/get-tags';
import type { ProductFormOutput, ProductFormValues } from '../product-form';
import { ManageTagsDialog } from './ManageTagsDialog';

type Props = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  onTagDeleted: (id: string) => void;
};

/** The product's tags, chosen from the tag list; Manage tags adds, renames and deletes tags. */
export function TagsField({ control, onTagDeleted }: Props) {
  const { t } = useTranslation();
  const tags = useTags().data ?? [];
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
        // The dialog's forms are portaled but their submit events still bubble to the product form in React.
        <Box onSubmit={(event) => event.stopPropagation()}>
          <ManageTagsDialog onClose={() => setManaging(false)} onDeleted={onTagDeleted} />
        </Box>
      )}
    </Stack>
  );
}
