import { createFileRoute } from '@tanstack/react-router';
import { FileManagerPage } from '@/demo/file-manager/FileManagerPage';

export const Route = createFileRoute('/_main/_demo/apps/file-manager/')({
  component: function FileManagerRoute() {
    return <FileManagerPage folderId={null} />;
  },
});
