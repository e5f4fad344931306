import { createFileRoute } from '@tanstack/react-router';
import { ProjectPage } from '@/features/demo-dashboards/ProjectPage';

export const Route = createFileRoute('/_main/_demo/dashboards/project')({ component: ProjectPage });
