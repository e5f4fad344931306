import { createFileRoute } from '@tanstack/react-router';
import { SiteMapPage } from '@/features/sitemap/SiteMapPage';

export const Route = createFileRoute('/_main/sitemap')({
  component: SiteMapPage,
});
