import { createFileRoute } from '@tanstack/react-router';
import { FinancePage } from '@/demo/dashboards/FinancePage';

export const Route = createFileRoute('/_main/_demo/dashboards/finance')({ component: FinancePage });
