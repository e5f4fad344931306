import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import { IconSvg } from './IconSvg';

export type IconView = 'grid' | 'list';

type Props = {
  names: string[];
  svgs: Record<string, string>;
  namespace: string;
  /** Pixel size of the set's icons (its grid class: icon-size-6 is 24, icon-size-5 is 20). */
  size: number;
  view: IconView;
  onCopy: (fullName: string) => void;
};

const focusRing = {
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** The icons of one page, as tiles (grid) or rows (list); each one copies its full name when pressed. */
export function IconTiles({ names, svgs, namespace, size, view, onCopy }: Props) {
  const { t } = useTranslation();
  const grid = view === 'grid';
  return (
    <Box
      component="ul"
      aria-label={t('icons.iconsLabel')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: grid ? 1.5 : 1,
        gridTemplateColumns: grid ? 'repeat(auto-fill, minmax(120px, 1fr))' : '1fr',
      }}
    >
      {names.map((name) => {
        const fullName = `${namespace}:${name}`;
        return (
          <li key={name}>
            <ButtonBase
              focusRipple
              onClick={() => onCopy(fullName)}
              aria-label={t('icons.copyName', { name: fullName })}
              sx={{
                ...focusRing,
                width: '100%',
                ...(grid
                  ? { flexDirection: 'column', gap: 1.5, px: 1, py: 2, minHeight: 104 }
                  : { justifyContent: 'flex-start', gap: 2, px: 2, py: 1.25 }),
              }}
            >
              <IconSvg markup={svgs[name] ?? ''} size={grid ? size + 8 : size} />
              <Typography
                component="span"
                variant={grid ? 'caption' : 'body2'}
                sx={{ wordBreak: 'break-word', textAlign: grid ? 'center' : 'left', flexGrow: grid ? 0 : 1 }}
              >
                {grid ? name : fullName}
              </Typography>
              {!grid && <ContentCopy aria-hidden fontSize="small" color="action" />}
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
