import { useMemo, useState, type FormEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { bnBD, enUS, trTR } from '@mui/x-date-pickers/locales';
import { BANK_TIME_ZONE, toLatinDigits, type FormatLanguage } from '@taka/contracts';
import { useFormat } from '../../i18n/use-format';
import { fieldErrorText } from './field-error';

type Props<T extends FieldValues, O = T> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** The last day the calendar offers, as a calendar day ("2026-11-25"); the form's schema holds the rule. */
  maxDate?: string;
};

/**
 * Per language: luxon's locale (Bengali digits in Bengali), the day-first order (Turkish writes dots) and MUI X's
 * texts for the calendar's buttons.
 */
const PICKER_LANGUAGES = {
  en: { locale: 'en-GB', format: 'dd/MM/yyyy', texts: enUS },
  tr: { locale: 'tr', format: 'dd.MM.yyyy', texts: trTR },
  bn: { locale: 'bn', format: 'dd/MM/yyyy', texts: bnBD },
} satisfies Record<FormatLanguage, unknown>;

/**
 * Luxon writes Bengali digits in Bengali but reads only Latin ones, and MUI X hands it the field's digits to read
 * (Bengali days and months, a Latin year): this adapter reads either.
 */
class AdapterLuxonAnyDigits extends AdapterLuxon {
  constructor(options?: ConstructorParameters<typeof AdapterLuxon>[0]) {
    super(options);
    const parse = this.parse;
    this.parse = (value, format) => parse(toLatinDigits(value), format);
  }
}

/**
 * MUI X reads a key typed into a section from the section's text, and takes only its locale's digits and Latin
 * ones: Bengali digits typed in English or Turkish become Latin before it reads them.
 */
function latinDigitsTyped(event: FormEvent<HTMLElement>) {
  const section = event.target as HTMLElement;
  const text = section.textContent ?? '';
  if (/[০-৯]/.test(text)) section.textContent = toLatinDigits(text);
}

/** The form's value for a day typed in part or impossible (31/02): no calendar-day schema takes it for a day. */
const UNFINISHED_DAY = 'unfinished';

const dayOf = (date: DateTime | null): string => (date === null ? '' : (date.toISODate() ?? UNFINISHED_DAY));

const dateOf = (day: string | undefined): DateTime | null =>
  day ? DateTime.fromISO(day, { zone: BANK_TIME_ZONE }) : null;

/**
 * A date field bound to react-hook-form, on MUI X's date picker: typed day first or picked from its calendar, in
 * the customer's language and digits (docs/decisions/023). The form's value is a calendar day, "2026-11-25", or
 * '' when empty; "today" is the bank's (Asia/Dhaka). Luxon and MUI X load with the screens that have such a field.
 */
export function FormDateField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  required,
  maxDate,
}: Props<T, O>) {
  const { t, i18n } = useTranslation();
  const { language } = useFormat();
  const { field, fieldState } = useController({ control, name });
  const formDay: string = field.value ?? '';
  // MUI X tells its own changes from the form's by the value's identity: the date it published is handed back.
  const [shown, setShown] = useState(() => ({ day: formDay, date: dateOf(formDay) }));
  if (shown.day !== formDay) setShown({ day: formDay, date: dateOf(formDay) });

  const { locale, format, texts } = PICKER_LANGUAGES[language];
  const localeText = useMemo(
    () => ({
      ...texts.components.MuiLocalizationProvider.defaultProps.localeText,
      fieldDayPlaceholder: () => t('dateField.placeholder.day'),
      fieldMonthPlaceholder: () => t('dateField.placeholder.month'),
      fieldYearPlaceholder: () => t('dateField.placeholder.year'),
    }),
    [texts, t],
  );
  const lastDay = useMemo(() => dateOf(maxDate) ?? undefined, [maxDate]);
  const errorText = fieldErrorText(fieldState.error, t, (key) => i18n.exists(key));

  return (
    <LocalizationProvider dateAdapter={AdapterLuxonAnyDigits} adapterLocale={locale} localeText={localeText}>
      <DatePicker
        label={label}
        format={format}
        timezone={BANK_TIME_ZONE}
        value={shown.date}
        maxDate={lastDay}
        onChange={(date) => {
          const day = dayOf(date);
          setShown({ day, date });
          field.onChange(day);
        }}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            required,
            onBlur: field.onBlur,
            onInputCapture: latinDigitsTyped,
            error: Boolean(fieldState.error),
            helperText: errorText,
            fullWidth: true,
          },
        }}
      />
    </LocalizationProvider>
  );
}
