import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@taka/demo-api/schemas/file-manager';
import Typography from '@mui/material/Typography';
import FolderOff from '@mui/icons-material/FolderOff';
import FolderOpen from '@mui/icons-material/FolderOpen';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { ButtonLink } from '@/shared/ui/links';
import { useDocumentTitle } from '@/shared/ui/use-page-title';
import { useFolder } from './api/get-folder';
import { DetailsDrawer } from './components/DetailsDrawer';
import { FolderBreadcrumbs } from './components/FolderBreadcrumbs';
import { FolderGrid } from './components/FolderGrid';
import { FolderGridSkeleton } from './components/FolderGridSkeleton';

/** A folder of the file manager (null: the root): its folders and files, and the details of one of them. */
export function FileManagerPage({ folderId }: { folderId: string | null }) {
  const { t } = useTranslation();
  const folder = useFolder(folderId);
  const [selected, setSelected] = useState<FileItem | null>(null);
  const path = folder.data?.path ?? [];
  // The handler answers an unknown id as an empty folder with no path; a real folder always has one.
  const notFound = folderId !== null && folder.isSuccess && path.length === 0;
  const current = path.at(-1);
  const title = current?.name ?? (notFound ? t('fileManager.notFound') : t('pages.fileManager.title'));
  useDocumentTitle(title);
  const empty = folder.isSuccess && folder.data.folders.length + folder.data.files.length === 0;
  return (
    <>
      <FolderBreadcrumbs path={path} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1, wordBreak: 'break-word' }}>
        {current?.name ?? t('pages.fileManager.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760, minHeight: '1.5em' }}>
        {folderId === null ? t('fileManager.intro') : current?.description}
      </Typography>
      {folder.isPending ? (
        <FolderGridSkeleton />
      ) : folder.isError ? (
        <LoadFailed
          icon={FolderOff}
          title={t('fileManager.loadFailed')}
          text={t('fileManager.loadFailedText')}
          onRetry={() => void folder.refetch()}
        />
      ) : notFound ? (
        <EmptyState
          icon={FolderOff}
          title={t('fileManager.notFound')}
          text={t('fileManager.notFoundText')}
          action={
            <ButtonLink to="/apps/file-manager" variant="contained">
              {t('fileManager.backToRoot')}
            </ButtonLink>
          }
        />
      ) : empty ? (
        <EmptyState icon={FolderOpen} title={t('fileManager.empty')} text={t('fileManager.emptyText')} />
      ) : (
        <FolderGrid folders={folder.data.folders} files={folder.data.files} onDetails={setSelected} />
      )}
      <DetailsDrawer item={selected} onClose={() => setSelected(null)} />
    </>
  );
}
