import { usePageTitle } from '@/shared/ui/use-page-title';
import { GuestPageFrame } from '@/shared/ui/GuestPageFrame';
import { HelpDeskContent } from './components/HelpDeskContent';

/** How to reach the bank's help desk before signing in. */
export function HelpDeskPage() {
  const title = usePageTitle('pages.helpDesk.title');
  return (
    <GuestPageFrame title={title}>
      <HelpDeskContent />
    </GuestPageFrame>
  );
}
