import { createFileRoute } from '@tanstack/react-router';
import { ChangelogPage } from '@/demo/docs/ChangelogPage';

export const Route = createFileRoute('/_main/_demo/docs/changelog')({ component: ChangelogPage });
