import { COMMITTED_KEY } from './app-committed';

/**
 * What a customer does to a page before the app has taken it over must not be lost, nor go where the app would not
 * send it: the browser would send a form itself, every field in the request, the password too. This function, the
 * first script of every page (inline, with the response's nonce), runs before the app: it holds every submit of a
 * form and every press of a button React has not hydrated yet; once React has hydrated them, it hands React what was
 * typed (React's state would otherwise stay empty beside it), presses the buttons again and sends the forms, through
 * the app. An element is the app's once React keeps its fiber on it and the app has committed its first drawing:
 * React sets the fiber while hydrating, before the commit that attaches the handlers, and a hydration it yields in
 * would drop a submit sent meanwhile.
 */
function holdUntilHydrated(committedKey: string) {
  const committed = () => (window as unknown as Record<string, unknown>)[committedKey] === true;
  const hydrated = (element: object) =>
    committed() && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const held = new Set<HTMLFormElement>();
  const pressed = new Set<HTMLButtonElement>();
  // Sent after the app took the page over but before it was handed what was typed, a form would go empty.
  const awaitsTyping = (element: Element) => [...typed.keys()].some((field) => element.contains(field));
  const settle = () => {
    // The values as typed, not as the fields hold them now: hydrating, a form library may write its defaults in, and
    // React, drawing the first change handed over, puts its state back into the other fields it controls.
    const ready = [...typed]
      .filter(([field]) => field.isConnected && hydrated(field))
      .map(([field, value]) => ({ field, value }));
    for (const field of typed.keys()) if (!field.isConnected) typed.delete(field);
    for (const { field, value } of ready) {
      typed.delete(field);
      // React's own setter records what it last saw; the prototype's leaves it, so the event reads as a change.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const announced = ready.length > 0;
    // A button is pressed and a form sent once React has drawn what it was just handed, at the next round.
    for (const button of announced ? [] : pressed) {
      if (!button.isConnected) pressed.delete(button);
      if (!button.isConnected || !hydrated(button)) continue;
      pressed.delete(button);
      button.click();
    }
    for (const form of announced ? [] : held) {
      if (!form.isConnected) held.delete(form);
      if (!form.isConnected || !hydrated(form) || awaitsTyping(form)) continue;
      held.delete(form);
      form.requestSubmit();
    }
    if (typed.size > 0 || held.size > 0 || pressed.size > 0) setTimeout(settle, 50);
  };
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      // Typed again once the app has the field, the app has the whole value: nothing older is handed over.
      if (hydrated(field)) return void typed.delete(field);
      typed.set(field, field.value);
      setTimeout(settle, 50);
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      // A submit button's press goes on to the form's submit, held below.
      if (!button || button.type === 'submit' || (hydrated(button) && !awaitsTyping(document.body))) return;
      event.preventDefault();
      pressed.add(button);
      setTimeout(settle, 50);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || (hydrated(form) && !awaitsTyping(form))) return;
      event.preventDefault();
      held.add(form);
      setTimeout(settle, 50);
    },
    true,
  );
}

export const HOLD_UNTIL_HYDRATED_SCRIPT = `(${holdUntilHydrated.toString()})(${JSON.stringify(COMMITTED_KEY)})`;
