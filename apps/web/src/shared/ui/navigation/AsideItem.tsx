import type { NavigationItem } from '@taka/contracts';
import { FlyoutItem } from './FlyoutItem';
import { useNavigationContext } from './NavigationContext';

/** Shows its children in a panel beside the menu; at most one aside is open at a time. */
export function AsideItem({ item }: { item: NavigationItem }) {
  const { openAsideId, setOpenAsideId } = useNavigationContext();
  return (
    <FlyoutItem
      item={item}
      open={openAsideId === item.id}
      onOpenChange={(open) => setOpenAsideId(open ? item.id : null)}
    />
  );
}
