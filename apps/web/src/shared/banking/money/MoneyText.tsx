import { formatTakaDisplay, parseMoney, type Money } from '@taka/contracts';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type Props = {
  /** An API amount ("1234.50") or poisha already computed with bigint. */
  value: Money | bigint;
  /** `signed` colours credits green and debits red and keeps the sign; `plain` shows the amount as it is. */
  tone?: 'plain' | 'signed';
  sx?: SxProps<Theme>;
};

/** An amount in taka with lakh/crore grouping, in tabular figures so columns line up. */
export function MoneyText({ value, tone = 'plain', sx }: Props) {
  const poisha = typeof value === 'bigint' ? value : parseMoney(value);
  const color = tone === 'signed' ? (poisha < 0n ? 'error.main' : 'success.main') : undefined;
  const text = tone === 'signed' && poisha > 0n ? `+${formatTakaDisplay(poisha)}` : formatTakaDisplay(poisha);
  return (
    <Box
      component="span"
      sx={[
        { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {text}
    </Box>
  );
}
