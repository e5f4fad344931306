import { createFileRoute } from '@tanstack/react-router';
import { IconsPage } from '@/demo/icons/IconsPage';

export const Route = createFileRoute('/_main/_demo/ui/icons/')({ component: IconsPage });
