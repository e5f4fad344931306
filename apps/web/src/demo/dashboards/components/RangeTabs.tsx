import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

type Props<T extends string> = {
  /** What the tabs choose, e.g. "Visitors range". */
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** A choice between a figure's series (this week / last week, this year / last year). */
export function RangeTabs<T extends string>({ label, value, options, onChange }: Props<T>) {
  return (
    <Tabs
      aria-label={label}
      value={value}
      onChange={(_, next: T) => onChange(next)}
      sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5, textTransform: 'none' } }}
    >
      {options.map((option) => (
        <Tab key={option.value} value={option.value} label={option.label} />
      ))}
    </Tabs>
  );
}
