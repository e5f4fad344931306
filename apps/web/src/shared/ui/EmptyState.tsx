import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';

type Props = {
  icon: SvgIconComponent;
  title: string;
  text: string;
  /** What the customer can do next, shown under the text. */
  action?: ReactNode;
};

/** A list page with nothing in it yet: an icon, a heading, a sentence and an optional way forward. */
export function EmptyState({ icon: Icon, title, text, action }: Props) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 3, maxWidth: 760 }}
    >
      <Icon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: action ? 3 : 0 }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}
