import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { fieldErrorText } from '@/shared/ui/form/field-error';

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
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const { field, fieldState } = useController({ control, name });
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        aria-describedby={fieldState.error ? errorId : undefined}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            // The chosen radio takes the focus when the form points at this field.
            control={
              <Radio slotProps={{ input: { ref: choice.value === field.value ? field.ref : undefined } }} />
            }
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
      {fieldState.error && (
        <FormHelperText id={errorId}>
          {fieldErrorText(fieldState.error, t, (key) => i18n.exists(key))}
        </FormHelperText>
      )}
    </FormControl>
  );
}
