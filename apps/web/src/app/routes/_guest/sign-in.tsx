import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '@/features/auth/SignInPage';
import { redirectSearch } from '../../search-params';

export const Route = createFileRoute('/_guest/sign-in')({
  validateSearch: redirectSearch,
  staticData: { layout: 'classy' },
  component: SignInPage,
});
