import type { ReactNode } from 'react';
import { GuestToolbar } from './GuestToolbar';

/** The empty layout for a form page: the form on a card in the middle of the window. */
export function CenteredLayout({ children }: { children: ReactNode }) {
  return (
    <div className="guest-centered">
      <div className="guest-centered-card">
        <GuestToolbar />
        <main id="main-content">{children}</main>
      </div>
    </div>
  );
}
