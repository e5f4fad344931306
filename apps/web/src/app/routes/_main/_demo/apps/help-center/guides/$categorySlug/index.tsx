import { createFileRoute } from '@tanstack/react-router';
import { GuideCategoryPage } from '@/demo/help-center/GuideCategoryPage';

export const Route = createFileRoute('/_main/_demo/apps/help-center/guides/$categorySlug/')({
  component: function GuideCategoryRoute() {
    const { categorySlug } = Route.useParams();
    return <GuideCategoryPage categorySlug={categorySlug} />;
  },
});
