import { parseMoney, type Money } from '@taka/contracts';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useFormat } from '@/shared/i18n/use-format';

type Props = {
  /** An API amount ("1234.50") or poisha already computed with bigint. */
  value: Money | bigint;
  /** `signed` colours credits green and debits red and keeps the sign; `plain` shows the amount as it is. */
  tone?: 'plain' | 'signed';
  sx?: SxProps<Theme>;
};

/** An amount in taka in the customer's language (docs/decisions/023), in tabular figures so columns line up. */
export function MoneyText({ value, tone = 'plain', sx }: Props) {
  const format = useFormat();
  const poisha = typeof value === 'bigint' ? value : parseMoney(value);
  const color = tone === 'signed' ? (poisha < 0n ? 'error.main' : 'success.main') : undefined;
  return (
    <Box
      component="span"
      sx={[
        { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {format.taka(poisha, { sign: tone === 'signed' ? 'always' : 'negative' })}
    </Box>
  );
}
