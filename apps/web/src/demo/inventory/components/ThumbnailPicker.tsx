import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ProductFormOutput, ProductFormValues } from '../product-form';

type Props = { control: Control<ProductFormValues, unknown, ProductFormOutput>; images: string[] };

/** The product's images; the one chosen is the thumbnail the table shows. */
export function ThumbnailPicker({ control, images }: Props) {
  const { t } = useTranslation();
  if (images.length === 0) return <Typography color="text.secondary">{t('inventory.noImages')}</Typography>;
  return (
    <Controller
      control={control}
      name="thumbnail"
      render={({ field }) => (
        <RadioGroup
          row
          aria-label={t('inventory.thumbnail')}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          sx={{ gap: 2 }}
        >
          {images.map((image, index) => (
            <FormControlLabel
              key={image}
              value={image}
              control={<Radio />}
              sx={{ m: 0 }}
              label={
                <Box
                  component="img"
                  src={image}
                  alt={t('inventory.imageNumber', { number: index + 1 })}
                  sx={{
                    width: 72,
                    height: 72,
                    borderRadius: 1,
                    border: 2,
                    borderColor: field.value === image ? 'primary.main' : 'divider',
                  }}
                />
              }
            />
          ))}
        </RadioGroup>
      )}
    />
  );
}
