import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '@/demo/academy/CoursesPage';

export const Route = createFileRoute('/_main/_demo/apps/academy/')({ component: CoursesPage });
