import { createFileRoute } from '@tanstack/react-router';
import { IntroductionPage } from '@/demo/docs/IntroductionPage';

export const Route = createFileRoute('/_main/_demo/docs/guides/getting-started/introduction')({
  component: IntroductionPage,
});
