import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * A button that opens a menu (WAI-ARIA menu button): a click, Enter or Space toggles it, the arrow keys in
 * `openKeys` open it too. The menu itself moves with the arrows and closes with Escape or Tab, giving focus back
 * to the button.
 */
export function useMenuTrigger(openKeys: readonly string[] = ['ArrowDown']) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return {
    anchor,
    menuId,
    open,
    close: () => setAnchor(null),
    triggerProps: {
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(open ? null : event.currentTarget),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (!openKeys.includes(event.key)) return;
        event.preventDefault();
        setAnchor(event.currentTarget);
      },
    } as const,
  };
}
