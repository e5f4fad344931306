import type { AnchorHTMLAttributes, Ref } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';

function PlainAnchor({
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <a {...props} className={className ?? 'plain-link'} />;
}

const CreatedPlainLink = createLink(PlainAnchor);

/** TextLink without MUI (decision 047): a text link that navigates inside the app, typed against the route tree. */
export const PlainLink: LinkComponent<typeof PlainAnchor> = (props) => (
  <CreatedPlainLink preload="intent" {...props} />
);
