import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { createLink, useRouter, type LinkComponent } from '@tanstack/react-router';
import Button, { type ButtonProps } from '@mui/material/Button';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';

function MuiLinkAnchor(props: MuiLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <MuiLink {...props} />;
}
function MuiButtonAnchor(props: ButtonProps<'a'> & { ref?: Ref<HTMLAnchorElement> }) {
  return <Button component="a" {...props} />;
}

const CreatedTextLink = createLink(MuiLinkAnchor);
const CreatedButtonLink = createLink(MuiButtonAnchor);

/** A MUI text link that navigates inside the app (typed against the route tree). */
export const TextLink: LinkComponent<typeof MuiLinkAnchor> = (props) => (
  <CreatedTextLink preload="intent" {...props} />
);

/** A MUI button that navigates inside the app. */
export const ButtonLink: LinkComponent<typeof MuiButtonAnchor> = (props) => <CreatedButtonLink {...props} />;

type HrefAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * An anchor for an in-app path only known at run time (navigation items, redirect targets): a real href for
 * opening in a new tab, client-side navigation for a plain click.
 */
export function HrefLink({ href, onClick, ...props }: HrefAnchorProps) {
  const router = useRouter();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (props.target && props.target !== '_self') return;
    event.preventDefault();
    void router.navigate({ href });
  }
  return <a href={href} onClick={handleClick} {...props} />;
}
