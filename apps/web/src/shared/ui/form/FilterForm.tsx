import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';

type Props = {
  /** What the filters filter ("Filter transactions"): the search landmark's name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Empties the fields and shows everything again. */
  onClear: () => void;
  /** The fields, each in its own Grid item. */
  children: ReactNode;
};

/** A list page's filter bar: a search landmark of fields in a grid, with Clear and Apply under them. */
export function FilterForm({ label, onSubmit, onClear, children }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="form" role="search" noValidate aria-label={label} onSubmit={onSubmit}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        {children}
      </Grid>
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onClear}>{t('common.clearFilters')}</Button>
        <Button type="submit" variant="contained">
          {t('common.applyFilters')}
        </Button>
      </Stack>
    </Box>
  );
}
