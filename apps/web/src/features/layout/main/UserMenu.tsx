import { lazy } from 'react';
import { WhenFirstOpened } from '@/shared/ui/WhenFirstOpened';

const OpenedUserMenu = lazy(() =>
  import('./OpenedUserMenu').then((module) => ({ default: module.OpenedUserMenu })),
);

export type UserMenuProps = { anchor: HTMLElement | null; onClose: () => void; onNavigate?: () => void };

/** View Profile and Sign out, opened from the user area of the side menu or of the top bar. */
export function UserMenu(props: UserMenuProps) {
  return (
    <WhenFirstOpened open={props.anchor !== null}>
      <OpenedUserMenu {...props} />
    </WhenFirstOpened>
  );
}
