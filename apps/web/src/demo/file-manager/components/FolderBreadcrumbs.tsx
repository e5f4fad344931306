import { useTranslation } from 'react-i18next';
import type { FileItem } from '@taka/demo-api/schemas/file-manager';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { TextLink } from '@/shared/ui/links';

/** Where the folder sits: the root, then each folder down to this one (not a link). */
export function FolderBreadcrumbs({ path }: { path: FileItem[] }) {
  const { t } = useTranslation();
  const parents = path.slice(0, -1);
  const current = path.at(-1);
  return (
    <Breadcrumbs aria-label={t('fileManager.breadcrumbs')} sx={{ mb: 2 }} maxItems={5}>
      {current ? (
        <TextLink to="/apps/file-manager" underline="hover" color="inherit">
          {t('fileManager.root')}
        </TextLink>
      ) : (
        <Typography color="text.primary" aria-current="page">
          {t('fileManager.root')}
        </Typography>
      )}
      {parents.map((folder) => (
        <TextLink
          key={folder.id}
          to="/apps/file-manager/$folderId"
          params={{ folderId: folder.id }}
          underline="hover"
          color="inherit"
        >
          {folder.name}
        </TextLink>
      ))}
      {current && (
        <Typography color="text.primary" aria-current="page">
          {current.name}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
