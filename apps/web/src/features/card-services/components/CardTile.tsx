import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '@taka/contracts';
import CreditCard from '@mui/icons-material/CreditCard';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const STATUS_COLORS = { active: 'success', blocked: 'error', closed: 'default' } as const;

/** One card: its product, masked number, kind, account, expiry and status; `children` are its actions. */
export function CardTile({ card, children }: { card: Card; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('cards.cardLabel', { product: card.productName, number: card.maskedNumber })}
      sx={{ p: 3, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CreditCard color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h6">
            {card.productName}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}>{card.maskedNumber}</Typography>
          <Typography color="text.secondary">
            {[
              t(`cards.kinds.${card.kind}`),
              card.virtual ? t('cards.virtual') : null,
              card.accountNumber ? t('cards.account', { number: card.accountNumber }) : null,
              t('cards.expires', { month: card.expiresOn }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Stack>
        <Chip
          color={STATUS_COLORS[card.status]}
          variant={card.status === 'active' ? 'outlined' : 'filled'}
          label={t(`cards.status.${card.status}`)}
        />
      </Stack>
      {card.status === 'blocked' && card.blockReason && (
        <Typography color="error" sx={{ mt: 1 }}>
          {t('cards.blockedFor', { reason: t(`cards.blockReasons.${card.blockReason}`) })}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
