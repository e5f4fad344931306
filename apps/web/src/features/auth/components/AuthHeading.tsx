import type { ReactNode } from 'react';

/** The title of a sign-in, sign-up or password page, and a line beneath it. Without MUI (decision 047). */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="plain-heading">
      <h1>{title}</h1>
      {children && <div>{children}</div>}
    </div>
  );
}
