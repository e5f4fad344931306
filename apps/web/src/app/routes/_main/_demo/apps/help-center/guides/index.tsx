import { createFileRoute } from '@tanstack/react-router';
import { GuidesPage } from '@/features/help-center/GuidesPage';

export const Route = createFileRoute('/_main/_demo/apps/help-center/guides/')({ component: GuidesPage });
