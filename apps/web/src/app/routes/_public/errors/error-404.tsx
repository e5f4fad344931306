import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '@/features/pages/ErrorPage';

export const Route = createFileRoute('/_public/errors/error-404')({
  component: () => <ErrorPage code={404} />,
});
