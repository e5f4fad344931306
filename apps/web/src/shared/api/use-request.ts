import { useState } from 'react';

type RequestState = { isPending: boolean; error: unknown };

/**
 * A request a page sends, with whether it is on its way and how it last failed: for the sign-in page, whose budget
 * leaves out TanStack Query's hooks and observers (decision 050). `send` settles as the request does; the error
 * stays until the next send.
 */
export function useRequest<Input, Output>(request: (input: Input) => Promise<Output>) {
  const [state, setState] = useState<RequestState>({ isPending: false, error: null });

  async function send(input: Input): Promise<Output> {
    setState({ isPending: true, error: null });
    try {
      const output = await request(input);
      setState({ isPending: false, error: null });
      return output;
    } catch (error) {
      setState({ isPending: false, error });
      throw error;
    }
  }

  return { send, ...state };
}
