import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { NavigationItem } from '@taka/contracts';
import {
  VerticalNavigation,
  type NavigationAppearance,
  type NavigationFunction,
} from '@/shared/ui/navigation';
import { UserPanel } from './UserPanel';

type Props = {
  items: NavigationItem[];
  appearance: NavigationAppearance;
  variant: 'default' | 'compact' | 'futuristic';
  onNavigate: () => void;
};

const FUNCTIONS: Record<string, NavigationFunction> = { reload: () => window.location.reload() };

/** The side menu's content: the customer at the top, then the navigation. */
export function SideMenu({ items, appearance, variant, onNavigate }: Props) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', pb: 2 }}>
      <UserPanel onNavigate={onNavigate} narrow={appearance === 'compact' || appearance === 'thin'} />
      <VerticalNavigation
        aria-label={t('shell.mainMenu')}
        items={items}
        appearance={appearance}
        variant={variant}
        functions={FUNCTIONS}
        onItemChosen={onNavigate}
        style={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}
      />
    </Box>
  );
}
