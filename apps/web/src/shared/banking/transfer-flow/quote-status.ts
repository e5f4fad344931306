import { createContext, useContext } from 'react';

/** The flow's request for a quote of what the form made: whether it is on its way, and its refusal. */
export type QuoteStatus = { pending: boolean; error: unknown };

export const QuoteStatusContext = createContext<QuoteStatus>({ pending: false, error: null });

/**
 * Read by the form's frame alone (its Continue button and its refusal), so that asking for a quote re-renders the
 * frame, not every field of the form.
 */
export const useQuoteStatus = () => useContext(QuoteStatusContext);
