import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { loadStrengthChecker, type StrengthChecker } from './password-strength';

const COLOURS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** How hard the new password is to guess, as a bar and a word; shown once the checker has loaded. */
export function PasswordStrengthMeter({ password, userInputs }: { password: string; userInputs: string[] }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [checker, setChecker] = useState<StrengthChecker | null>(null);
  useEffect(() => {
    let current = true;
    void loadStrengthChecker().then((loaded) => current && setChecker(() => loaded));
    return () => {
      current = false;
    };
  }, []);
  if (!checker || password === '') return null;
  const score = checker(password, userInputs);
  const word = t(`settings.password.strength.${score}`);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={(score + 1) * 20}
        color={COLOURS[score]}
        aria-labelledby={labelId}
        aria-valuetext={word}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography id={labelId} variant="body2" sx={{ mt: 0.5 }}>
        {t('settings.password.strength.label', { strength: word })}
      </Typography>
    </Box>
  );
}
