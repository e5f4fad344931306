import { createFileRoute } from '@tanstack/react-router';
import { ProjectPage } from '@/demo/dashboards/ProjectPage';

export const Route = createFileRoute('/_main/_demo/dashboards/project')({ component: ProjectPage });
