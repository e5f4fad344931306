import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '@/demo/help-center/SupportPage';

export const Route = createFileRoute('/_main/_demo/apps/help-center/support')({ component: SupportPage });
