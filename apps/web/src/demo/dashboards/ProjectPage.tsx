import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { useProjectDashboard } from './api/get-project-dashboard';
import { DashboardFrame } from './components/DashboardFrame';
import type { CardSlot } from './components/DashboardSkeleton';
import { BudgetDetailsCard } from './project/BudgetDetailsCard';
import { BudgetDistributionCard } from './project/BudgetDistributionCard';
import { ExpensesCard, type ExpensesPeriod } from './project/ExpensesCard';
import { GithubIssuesCard } from './project/GithubIssuesCard';
import { ScheduleCard } from './project/ScheduleCard';
import { TaskDistributionCard } from './project/TaskDistributionCard';
import { TeamMembersCard } from './project/TeamMembersCard';

const half = { xs: 12, md: 6 };
const third = { xs: 12, md: 4 };
const slots: CardSlot[] = [
  { size: { xs: 12 }, height: 460 },
  { size: half, height: 420 },
  { size: half, height: 420 },
  { size: third, height: 190 },
  { size: third, height: 190 },
  { size: third, height: 190 },
  { size: { xs: 12, lg: 5 }, height: 340 },
  { size: { xs: 12, lg: 7 }, height: 340 },
  { size: { xs: 12 }, height: 440 },
];
const periods: ExpensesPeriod[] = ['weeklyExpenses', 'monthlyExpenses', 'yearlyExpenses'];

/** The project dashboard (SPEC 3.2): issues, tasks, schedule, budget and expenses, and the team. */
export function ProjectPage() {
  const { t } = useTranslation();
  const query = useProjectDashboard();
  return (
    <DashboardFrame
      titleKey="pages.demoDashboards.project"
      intro={t('demoDashboards.project.intro')}
      query={query}
      slots={slots}
    >
      {(project) => (
        <>
          <Grid size={{ xs: 12 }}>
            <GithubIssuesCard issues={project.githubIssues} />
          </Grid>
          <Grid size={half}>
            <TaskDistributionCard tasks={project.taskDistribution} />
          </Grid>
          <Grid size={half}>
            <ScheduleCard schedule={project.schedule} />
          </Grid>
          {periods.map((period) => (
            <Grid key={period} size={third}>
              <ExpensesCard period={period} data={project[period]} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, lg: 5 }}>
            <BudgetDistributionCard distribution={project.budgetDistribution} />
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <BudgetDetailsCard details={project.budgetDetails} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <TeamMembersCard members={project.teamMembers} />
          </Grid>
        </>
      )}
    </DashboardFrame>
  );
}
