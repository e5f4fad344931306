import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One section of the settings hub: a titled card. */
export function SettingsSection({
  title,
  intro,
  icon,
  children,
}: {
  title: string;
  intro?: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 3, borderRadius: 3, height: '100%' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="span" aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Typography>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
