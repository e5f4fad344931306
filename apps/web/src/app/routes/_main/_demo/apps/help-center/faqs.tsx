import { createFileRoute } from '@tanstack/react-router';
import { FaqsPage } from '@/demo/help-center/FaqsPage';

export const Route = createFileRoute('/_main/_demo/apps/help-center/faqs')({ component: FaqsPage });
