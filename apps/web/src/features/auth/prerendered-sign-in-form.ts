import { PRERENDERED_SUBMIT_ATTRIBUTE, prerenderedPage } from '@/shared/ui/prerendered-page';

/** What the customer did on the drawn sign-in form (decision 048) before the app took it over. */
export type SignInFormHandover = {
  values: { email: string; password: string };
  /** The field that had the focus, if any. */
  focused: 'email' | 'password' | null;
};

let submitRequested = false;

const drawnForm = () => prerenderedPage()?.querySelector('form') ?? null;

/**
 * Notes a submit asked for on the drawn form, which cannot submit itself (its button is a plain one, and a form with
 * two fields and no submit button ignores Enter): the app submits once it has the form. Called by main.tsx, which
 * runs before the rest of the app's code has arrived.
 */
export function watchPrerenderedSignInForm() {
  const form = drawnForm();
  form?.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[${PRERENDERED_SUBMIT_ATTRIBUTE}]`))
      submitRequested = true;
  });
  form?.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) submitRequested = true;
  });
}

/** The drawn form's state while it is on screen (the app's first render reads it before replacing it), else null. */
export function prerenderedSignInForm(): SignInFormHandover | null {
  const form = drawnForm();
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

/** Whether a submit was asked for on the drawn form; answers true once. */
export function takeSubmitRequest(): boolean {
  const requested = submitRequested;
  submitRequested = false;
  return requested;
}
