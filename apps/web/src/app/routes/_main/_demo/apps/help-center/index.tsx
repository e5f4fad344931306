import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterPage } from '@/demo/help-center/HelpCenterPage';

export const Route = createFileRoute('/_main/_demo/apps/help-center/')({ component: HelpCenterPage });
