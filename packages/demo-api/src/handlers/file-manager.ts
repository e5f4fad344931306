import { routeWith } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { findById, sortByText } from '../lib/collection.ts';
import type { FileItem } from '../schemas/file-manager.ts';

const store = createStore('file-manager', async () =>
  (await import('../seed/file-manager.ts')).seedFileManager(),
);
const route = routeWith(store);

/** The folders from the root down to `folder`. */
function breadcrumb(folder: FileItem | null): FileItem[] {
  const path: FileItem[] = [];
  for (let current = folder; current; current = findById(store.data, current.folderId)) path.unshift(current);
  return path;
}

export const fileManagerHandlers = [
  route('get', '/api/apps/file-manager', ({ query }) => {
    const requested = query('folderId');
    const folderId = requested === null || requested === 'null' ? null : requested;
    const children = sortByText(
      store.data.filter((item) => item.folderId === folderId),
      (item) => item.name,
    );
    return {
      folders: children.filter((item) => item.type === 'folder'),
      files: children.filter((item) => item.type !== 'folder'),
      path: breadcrumb(findById(store.data, folderId)),
    };
  }),
];
