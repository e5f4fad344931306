import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

type RadioChoice = { value: string; label: string; description?: string };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  choices: RadioChoice[];
  row?: boolean;
};

/** A labelled group of radio buttons bound to a form field (arrow keys move between the choices). */
export function RadioChoiceField<T extends FieldValues>({ control, name, label, choices, row }: Props<T>) {
  const labelId = useId();
  const { field } = useController({ control, name });
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            sx={{ alignItems: choice.description ? 'flex-start' : 'center', mr: 3 }}
            label={
              choice.description ? (
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600, pt: 1 }}>
                    {choice.label}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {choice.description}
                  </Typography>
                </span>
              ) : (
                choice.label
              )
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
