import { createFileRoute } from '@tanstack/react-router';
import { IconsPage } from '@/features/icons/IconsPage';

export const Route = createFileRoute('/_main/_demo/ui/icons/')({ component: IconsPage });
