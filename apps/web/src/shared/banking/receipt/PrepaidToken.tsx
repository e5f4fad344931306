import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrepaidToken } from '@taka/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';

type CopyOutcome = 'copied' | 'copyFailed';

/**
 * A prepaid electricity token as the customer keys it into the meter: the 20 digits in groups of four, large and
 * in a monospace face, with what to do with them and a button that copies the digits (without the spaces).
 */
export function PrepaidToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);

  async function copy() {
    try {
      // Absent, or refused (no permission, page not focused): the customer reads the token off the screen.
      await navigator.clipboard.writeText(token);
      setOutcome('copied');
    } catch {
      setOutcome('copyFailed');
    }
  }

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 2,
        p: { xs: 1.5, sm: 3 },
        mb: 3,
        textAlign: 'center',
      }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('receipt.token.title')}
      </Typography>
      <Typography
        sx={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
          // five groups on one line, from a phone's width up
          fontSize: { xs: '1.1rem', sm: '1.75rem' },
          fontWeight: 700,
          letterSpacing: '0.04em',
          my: 1,
        }}
      >
        {formatPrepaidToken(token)}
      </Typography>
      <Typography color="text.secondary">{t('receipt.token.instruction')}</Typography>
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ mt: 2 }}>
        {t('receipt.token.copy')}
      </Button>
      <Typography
        role="status"
        variant="body2"
        color={outcome === 'copyFailed' ? 'error' : 'text.secondary'}
        sx={{ mt: 1 }}
      >
        {outcome && t(`receipt.token.${outcome}`)}
      </Typography>
    </Box>
  );
}
