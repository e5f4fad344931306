import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `open` is true on, and keeps them after (a closing menu or dialog still
 * animates out): a menu, popover or dialog given as a lazy component loads when first opened, not with its page.
 */
export function WhenFirstOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
