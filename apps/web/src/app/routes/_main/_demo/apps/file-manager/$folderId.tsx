import { createFileRoute } from '@tanstack/react-router';
import { FileManagerPage } from '@/demo/file-manager/FileManagerPage';

export const Route = createFileRoute('/_main/_demo/apps/file-manager/$folderId')({
  component: function FolderRoute() {
    const { folderId } = Route.useParams();
    return <FileManagerPage key={folderId} folderId={folderId} />;
  },
});
