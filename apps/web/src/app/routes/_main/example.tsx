import { createFileRoute } from '@tanstack/react-router';
import { ExamplePage } from '@/features/pages/ExamplePage';

export const Route = createFileRoute('/_main/example')({
  component: ExamplePage,
});
