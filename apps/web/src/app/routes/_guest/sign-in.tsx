import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '@/features/auth/SignInPage';
import { signInSearch } from '../../search-params';

export const Route = createFileRoute('/_guest/sign-in')({
  validateSearch: signInSearch,
  staticData: { layout: 'classy' },
  component: SignInPage,
});
