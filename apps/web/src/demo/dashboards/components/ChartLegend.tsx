import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The series a chart draws, each with its colour (the charts' own legends are off, so this one keeps its place). */
export function ChartLegend({ items }: { items: { label: string; color: string }[] }) {
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {items.map((item) => (
        <Stack component="li" key={item.label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }} />
          <Typography variant="body2">{item.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
