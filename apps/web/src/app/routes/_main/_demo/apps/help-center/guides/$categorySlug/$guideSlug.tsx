import { createFileRoute } from '@tanstack/react-router';
import { GuidePage } from '@/demo/help-center/GuidePage';

export const Route = createFileRoute('/_main/_demo/apps/help-center/guides/$categorySlug/$guideSlug')({
  component: function GuideRoute() {
    const { categorySlug, guideSlug } = Route.useParams();
    return <GuidePage categorySlug={categorySlug} guideSlug={guideSlug} />;
  },
});
