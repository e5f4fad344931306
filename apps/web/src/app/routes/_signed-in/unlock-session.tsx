import { createFileRoute } from '@tanstack/react-router';
import { UnlockSessionPage } from '@/features/auth/UnlockSessionPage';
import { redirectSearch } from '../../search-params';

export const Route = createFileRoute('/_signed-in/unlock-session')({
  validateSearch: redirectSearch,
  staticData: { layout: 'classy' },
  component: UnlockSessionPage,
});
