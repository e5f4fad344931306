import { queryOptions, useQuery } from '@tanstack/react-query';
import { FolderContentsSchema } from '@taka/demo-api/schemas/file-manager';
import { demoRequest } from '@/shared/demo/demo-request';

/** A folder's folders and files, each sorted by name, and its path from the root; null is the root. */
export const folderQuery = (folderId: string | null) =>
  queryOptions({
    queryKey: ['demo', 'file-manager', 'folder', folderId],
    queryFn: () =>
      demoRequest(
        `/api/apps/file-manager?${new URLSearchParams({ folderId: folderId ?? 'null' })}`,
        FolderContentsSchema,
      ),
  });

export const useFolder = (folderId: string | null) => useQuery(folderQuery(folderId));
