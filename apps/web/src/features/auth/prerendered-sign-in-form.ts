import { prerenderedPage } from '@/shared/ui/prerendered-page';

/** What the customer typed into the drawn sign-in form (decision 048) before the app took it over. */
type SignInFormHandover = {
  values: { email: string; password: string };
  /** The field that had the focus, if any. */
  focused: 'email' | 'password' | null;
};

/** The drawn form's state while it is on screen (the app's first render reads it before replacing it), else null. */
export function prerenderedSignInForm(): SignInFormHandover | null {
  const form = prerenderedPage()?.querySelector('form');
  if (!form) return null;
  const value = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && form.contains(active) ? active.name : null;
  return {
    values: { email: value('email'), password: value('password') },
    focused: focused === 'email' || focused === 'password' ? focused : null,
  };
}
