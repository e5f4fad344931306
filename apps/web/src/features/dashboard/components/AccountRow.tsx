import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@taka/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MoneyText } from '@/shared/banking/money/MoneyText';
import { AccountDetails, headline } from './AccountCard';

/**
 * An account as one line of a phone's list: product and number, the headline figure; pressed, it shows the rest of
 * what its card shows on a wider screen below it.
 */
export function AccountRow({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const main = headline(account);
  const secondary = { typography: 'caption', color: 'text.secondary' } as const;
  return (
    <Box component="li" sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography component="h3" variant="body2" sx={{ m: 0 }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((shown) => !shown)}
          sx={{
            width: '100%',
            px: 1.5,
            py: 1,
            gap: 0.75,
            justifyContent: 'space-between',
            textAlign: 'start',
            font: 'inherit',
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <Box component="span" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {account.productName}
            </Box>
            <Box component="span" sx={{ ...secondary, fontVariantNumeric: 'tabular-nums' }}>
              {account.number}
            </Box>
          </Box>
          <Box
            component="span"
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', ml: 'auto' }}
          >
            <MoneyText value={main.value} sx={{ fontWeight: 800, fontSize: '0.9375rem' }} />
            <Box component="span" sx={{ ...secondary, textAlign: 'end', whiteSpace: 'nowrap' }}>
              {t(`dashboard.accounts.fields.${main.labelKey}`)}
            </Box>
          </Box>
          <ExpandMore
            fontSize="small"
            sx={{ color: 'text.secondary', flexShrink: 0, transform: open ? 'rotate(180deg)' : undefined }}
          />
        </ButtonBase>
      </Typography>
      {account.status !== 'active' && (
        <Typography variant="body2" color="warning.main" sx={{ fontWeight: 600, px: 1.5, pb: 1 }}>
          {t(`dashboard.accounts.status.${account.status}`)}
        </Typography>
      )}
      <Box id={detailsId} hidden={!open} sx={{ px: 1.5, pb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {account.branch} · {t(`dashboard.accounts.kinds.${account.kind}`)}
        </Typography>
        <AccountDetails account={account} />
      </Box>
    </Box>
  );
}
