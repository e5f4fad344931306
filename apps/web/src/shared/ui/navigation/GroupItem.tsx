import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { NavigationItem } from '@taka/contracts';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useNavigationContext } from './NavigationContext';
import { NavigationItems } from './NavigationItemView';

type Props = { item: NavigationItem; depth: number; ancestorIds: readonly string[] };

/** A heading over its children, which are always shown. */
export function GroupItem({ item, depth, ancestorIds }: Props) {
  const { t } = useTranslation();
  const { appearance } = useNavigationContext();
  const headingId = useId();
  const headingHidden = appearance === 'thin' || appearance === 'compact';
  return (
    <li className={item.classes?.wrapper} style={{ listStyle: 'none' }}>
      <Typography
        id={headingId}
        component="div"
        sx={
          headingHidden
            ? visuallyHidden
            : {
                px: 2,
                pl: 2 + depth * 2,
                pt: 2.5,
                pb: 1,
                fontSize: 12,
                fontWeight: 700,
                textTransform: 'uppercase',
                letterSpacing: '0.06em',
                color: 'primary.main',
              }
        }
        className={
          item.classes?.title ? `navigation-group-title ${item.classes.title}` : 'navigation-group-title'
        }
      >
        {item.title ? t(item.title) : ''}
        {item.subtitle && (
          <Typography
            component="span"
            className={item.classes?.subtitle}
            sx={{
              display: 'block',
              fontSize: 11,
              textTransform: 'none',
              letterSpacing: 0,
              fontWeight: 400,
              color: 'text.secondary',
            }}
          >
            {t(item.subtitle)}
          </Typography>
        )}
      </Typography>
      <List component="ul" disablePadding aria-labelledby={headingId}>
        <NavigationItems items={item.children} depth={depth} ancestorIds={ancestorIds} />
      </List>
    </li>
  );
}
