import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { NavigationItem } from '@taka/contracts';
import { HrefLink } from '@/shared/ui/links';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { NavigationIcon } from './navigation-icons';
import { isLinkActive, itemHref } from './navigation-state';
import { useNavigationContext } from './NavigationContext';
import { itemButtonSx } from './item-styles';

// Only the thin menu and items with a tooltip of their own draw one: the others load no popper.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** A link, an external link, or a button running a client function. */
export function BasicItem({ item, depth }: { item: NavigationItem; depth: number }) {
  const { t } = useTranslation();
  const context = useNavigationContext();
  const active = isLinkActive(item, context.pathname);
  const href = itemHref(item);
  const title = item.title ? t(item.title) : '';
  const onClick = () => {
    if (item.function) context.functions[item.function]?.(item);
    context.onItemChosen?.(item);
  };

  const content = <ItemContent item={item} title={title} />;
  const sx = itemButtonSx(context, depth, active);
  const common = { className: item.classes?.wrapper, sx, disabled: item.disabled, onClick } as const;

  let button: ReactNode;
  if (item.disabled || !href) {
    button = (
      <ListItemButton component="button" type="button" {...common}>
        {content}
      </ListItemButton>
    );
  } else if (item.externalLink) {
    button = (
      <ListItemButton
        component="a"
        href={href}
        target={item.target ?? '_self'}
        rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
        {...common}
      >
        {content}
      </ListItemButton>
    );
  } else {
    button = (
      <ListItemButton
        component={HrefLink}
        href={href}
        target={item.target}
        aria-current={active ? 'page' : undefined}
        {...common}
      >
        {content}
      </ListItemButton>
    );
  }

  const tooltip = item.tooltip ? t(item.tooltip) : context.appearance === 'thin' ? title : '';
  const tooltipAnchor = <span style={{ display: 'block' }}>{button}</span>;
  return (
    <li className={active ? 'navigation-item-active' : undefined}>
      {tooltip ? (
        <Suspense fallback={tooltipAnchor}>
          <Tooltip title={tooltip} placement="right">
            {tooltipAnchor}
          </Tooltip>
        </Suspense>
      ) : (
        button
      )}
    </li>
  );
}

/** Icon, title, subtitle and badge, as the appearance allows. */
export function ItemContent({
  item,
  title,
  trailing,
}: {
  item: NavigationItem;
  title: string;
  trailing?: ReactNode;
}) {
  const { t } = useTranslation();
  const { appearance } = useNavigationContext();
  const iconOnly = appearance === 'thin';
  return (
    <>
      {item.icon && (
        <ListItemIcon
          sx={{
            minWidth: 0,
            mr: appearance === 'default' || appearance === 'dense' ? 2 : 0,
            color: 'inherit',
          }}
        >
          <NavigationIcon name={item.icon} className={item.classes?.icon} />
        </ListItemIcon>
      )}
      <ListItemText
        primary={title}
        secondary={item.subtitle && appearance !== 'compact' ? t(item.subtitle) : undefined}
        sx={iconOnly ? visuallyHidden : { my: 0, minWidth: 0 }}
        slotProps={{
          // Titles wrap rather than being cut, in the narrow compact appearance too.
          primary: {
            className: item.classes?.title,
            sx: { fontSize: appearance === 'compact' ? 12 : 14, fontWeight: 500, overflowWrap: 'anywhere' },
          },
          secondary: {
            className: item.classes?.subtitle,
            sx: { fontSize: 12, color: 'text.secondary' },
          },
        }}
      />
      {item.externalLink && item.target === '_blank' && (
        <span style={visuallyHidden}>{t('navigation.opensInNewTab')}</span>
      )}
      {item.badge?.title && appearance !== 'thin' && (
        <Chip
          size="small"
          label={t(item.badge.title)}
          className={item.badge.classes}
          color="primary"
          sx={{ ml: 1, height: 20 }}
        />
      )}
      {trailing}
    </>
  );
}
