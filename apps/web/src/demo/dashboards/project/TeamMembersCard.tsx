import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ProjectDashboard } from '@taka/demo-api/schemas/dashboards';
import { DashboardCard } from '../components/DashboardCard';

/** The project's people: name and photo, role, e-mail and phone. */
export function TeamMembersCard({ members }: { members: ProjectDashboard['teamMembers'] }) {
  const { t } = useTranslation();
  const title = t('demoDashboards.project.teamMembers');
  return (
    <DashboardCard title={title}>
      <TableContainer tabIndex={0} role="region" aria-label={t('demoDashboards.project.teamMembersScroll')}>
        <Table size="small" aria-label={title} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('demoDashboards.columns.name')}</TableCell>
              <TableCell>{t('demoDashboards.columns.title')}</TableCell>
              <TableCell>{t('demoDashboards.columns.email')}</TableCell>
              <TableCell>{t('demoDashboards.columns.phone')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => (
              <TableRow key={member.id}>
                <TableCell component="th" scope="row">
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Avatar src={member.avatar} alt="" sx={{ width: 32, height: 32 }} />
                    <span>{member.name}</span>
                  </Stack>
                </TableCell>
                <TableCell>{member.title}</TableCell>
                <TableCell>
                  <Link href={`mailto:${member.email}`}>{member.email}</Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.phone}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DashboardCard>
  );
}
