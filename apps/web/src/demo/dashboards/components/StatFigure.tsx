import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A labelled figure: "Overall score" above "472". */
export function StatFigure({ label, value }: { label: string; value: string }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}
