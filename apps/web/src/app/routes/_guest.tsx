import { createFileRoute } from '@tanstack/react-router';
import { GuestLayout } from '@/features/layout/guest/GuestLayout';
import { parseLayout, type PageLayout } from '@/shared/routing/route-static-data';
import { requireGuest } from '../guards';

export const Route = createFileRoute('/_guest')({
  validateSearch: (search: Record<string, unknown>): { layout?: PageLayout } => {
    const layout = parseLayout(search.layout);
    return layout ? { layout } : {};
  },
  beforeLoad: requireGuest,
  component: GuestLayout,
});
