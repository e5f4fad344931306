import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = { titleKey: string; action?: ReactNode; children: ReactNode };

/** A titled panel of the dashboard. */
export function DashboardSection({ titleKey, action, children }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, height: '100%' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t(titleKey)}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
