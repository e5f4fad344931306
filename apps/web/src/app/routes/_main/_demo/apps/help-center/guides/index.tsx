import { createFileRoute } from '@tanstack/react-router';
import { GuidesPage } from '@/demo/help-center/GuidesPage';

export const Route = createFileRoute('/_main/_demo/apps/help-center/guides/')({ component: GuidesPage });
