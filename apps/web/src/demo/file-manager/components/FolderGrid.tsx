import { useTranslation } from 'react-i18next';
import type { FileItem } from '@taka/demo-api/schemas/file-manager';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GRID_ITEM_SIZE } from './FolderGridSkeleton';
import { moveFocusInGrid } from './grid-keys';
import { ItemCard } from './ItemCard';

type Props = { folders: FileItem[]; files: FileItem[]; onDetails: (item: FileItem) => void };

/** The folders, then the files, as cards; the arrow keys move between them. */
export function FolderGrid({ folders, files, onDetails }: Props) {
  const { t } = useTranslation();
  const sections = [
    { key: 'folders', title: t('fileManager.folders'), items: folders },
    { key: 'files', title: t('fileManager.files'), items: files },
  ].filter((section) => section.items.length > 0);
  return (
    <Stack spacing={3} onKeyDown={moveFocusInGrid}>
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`file-manager-${section.key}`}>
          <Typography
            id={`file-manager-${section.key}`}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 700, mb: 1.5 }}
          >
            {section.title} ({section.items.length})
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {section.items.map((item) => (
              <Grid key={item.id} size={GRID_ITEM_SIZE} component="li">
                <ItemCard item={item} onDetails={onDetails} />
              </Grid>
            ))}
          </Grid>
        </section>
      ))}
    </Stack>
  );
}
