import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Product } from '@taka/demo-api/schemas/inventory';
import { FormErrorAlert } from '@/shared/ui/form/FormErrorAlert';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { useUpdateProduct } from '../api/update-product';
import {
  ProductFormSchema,
  changesOf,
  formValuesOf,
  type ProductFormOutput,
  type ProductFormValues,
} from '../product-form';
import { ActiveSwitch } from './ActiveSwitch';
import { DetailsFields } from './DetailsFields';
import { EditorSection } from './EditorSection';
import { PricingFields } from './PricingFields';
import { ThumbnailPicker } from './ThumbnailPicker';

type Props = {
  product: Product;
  onClose: () => void;
  onSaved: (product: Product) => void;
  onDelete: (product: Product) => void;
};

/**
 * A product's editor, opened under its row: details, stock and price (the price worked out live from base price
 * and tax), images and whether it is on sale. Save stores it through the handler; Escape or Cancel closes it.
 */
export function ProductEditor({ product, onClose, onSaved, onDelete }: Props) {
  const { t } = useTranslation();
  const showToast = useToast();
  const update = useUpdateProduct();
  const { control, handleSubmit, setValue, getValues } = useForm<
    ProductFormValues,
    unknown,
    ProductFormOutput
  >({
    defaultValues: formValuesOf(product),
    resolver: zodResolver(ProductFormSchema),
  });
  const saveButton = useRef<HTMLButtonElement>(null);
  // Save is disabled while it works, which drops the focus: give it back once saved, so Escape still closes.
  useEffect(() => {
    if (update.isSuccess) saveButton.current?.focus();
  }, [update.isSuccess, update.data]);
  const submit = handleSubmit((values) =>
    update.mutate(
      { id: product.id, product: changesOf(values) },
      {
        onSuccess: (saved) => {
          showToast({ severity: 'success', message: t('inventory.saved', { name: values.name }) });
          if (saved) onSaved(saved);
        },
      },
    ),
  );
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label={t('inventory.editorLabel', { name: product.name })}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <FormErrorAlert control={control} error={update.error} />
      <EditorSection title={t('inventory.sections.details')}>
        <DetailsFields
          control={control}
          onTagDeleted={(id) =>
            setValue(
              'tags',
              getValues('tags').filter((tag) => tag !== id),
            )
          }
        />
      </EditorSection>
      <EditorSection title={t('inventory.sections.pricing')}>
        <PricingFields control={control} />
      </EditorSection>
      <EditorSection title={t('inventory.sections.images')}>
        <ThumbnailPicker control={control} images={product.images} />
      </EditorSection>
      <ActiveSwitch control={control} />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Button color="error" variant="outlined" onClick={() => onDelete(product)}>
          {t('inventory.delete')}
        </Button>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
          <Button onClick={onClose}>{t('inventory.cancel')}</Button>
          <Button ref={saveButton} type="submit" variant="contained" loading={update.isPending}>
            {t('inventory.save')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
