import { useTranslation } from 'react-i18next';
import { useMailFilters } from './api/get-filters';
import { useMailFolders } from './api/get-folders';
import { useMailLabels } from './api/get-labels';
import type { MailSelection } from './api/get-mails';
import { folderTitle } from './mail-text';

/** The name of the folder, filter or label being listed, in the reader's language where it is ours to translate. */
export function useSelectionTitle({ kind, slug }: MailSelection): string {
  const { t } = useTranslation();
  const folders = useMailFolders();
  const filters = useMailFilters();
  const labels = useMailLabels();
  if (kind === 'folder')
    return folderTitle(t, slug, folders.data?.find((folder) => folder.slug === slug)?.title ?? slug);
  if (kind === 'filter')
    return t(`mailbox.filter.${slug}`, {
      defaultValue: filters.data?.find((filter) => filter.slug === slug)?.title ?? slug,
    });
  return labels.data?.find((label) => label.slug === slug)?.title ?? slug;
}
