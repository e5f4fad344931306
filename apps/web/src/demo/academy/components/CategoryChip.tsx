import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';

/** Each category's colour: dark text on a light tint, light text on a dark one (both keep 4.5:1 contrast). */
const COLOURS: Record<string, { dark: string; light: string }> = {
  web: { dark: '#0d47a1', light: '#90caf9' },
  firebase: { dark: '#8a3a00', light: '#ffcc80' },
  cloud: { dark: '#4a148c', light: '#ce93d8' },
  android: { dark: '#1b5e20', light: '#a5d6a7' },
};
const OTHER = { dark: '#37474f', light: '#cfd8dc' };

/** A course's category as a small coloured label. */
export function CategoryChip({ slug, title }: { slug: string; title: string }) {
  const colour = COLOURS[slug] ?? OTHER;
  return (
    <Chip
      size="small"
      label={title}
      sx={(theme) => {
        const text = theme.palette.mode === 'dark' ? colour.light : colour.dark;
        return { color: text, bgcolor: alpha(text, 0.1), fontWeight: 600, alignSelf: 'flex-start' };
      }}
    />
  );
}
