import { amber, blue, green, indigo, orange, pink, purple, red, teal } from '@mui/material/colors';

/** The colours a label can take (the seed's six and three more), each with a swatch dark enough for white text. */
export const LABEL_COLORS = {
  blue: blue[700],
  indigo: indigo[500],
  red: red[700],
  teal: teal[700],
  purple: purple[500],
  green: green[800],
  orange: orange[900],
  pink: pink[700],
  amber: amber[900],
} as const;

export type LabelColor = keyof typeof LABEL_COLORS;

export const LABEL_COLOR_NAMES = Object.keys(LABEL_COLORS) as LabelColor[];

/** The swatch of a label's colour name; grey for a name this screen does not know. */
export function labelSwatch(color: string): string {
  return (LABEL_COLORS as Record<string, string>)[color] ?? '#616161';
}
