import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = {
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /** Beside the title: the card's tabs or range choice. */
  action?: ReactNode;
  children: ReactNode;
};

/** One figure of a dashboard: a titled region (an h2) that fills its grid cell. */
export function DashboardCard({ title, subtitle, action, children }: Props) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', borderRadius: 3, minWidth: 0 }}
    >
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <div>
            <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </div>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
