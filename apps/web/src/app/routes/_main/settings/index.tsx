import { createFileRoute } from '@tanstack/react-router';
import { PasskeysSection } from '@/features/settings/passkeys/PasskeysSection';
import { PageHeading } from '@/shared/ui/PageHeading';

// The settings hub (issue 18) renders PasskeysSection among its sections; until it lands, /settings shows it alone.
export const Route = createFileRoute('/_main/settings/')({
  component: () => (
    <>
      <PageHeading titleKey="pages.settings.title" />
      <PasskeysSection />
    </>
  ),
});
