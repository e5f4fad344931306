import { RESPONSE_OK } from '@taka/contracts';

/** A banking envelope that answered, but not with success: its responseMessage is for the customer. */
export class EnvelopeRefusal extends Error {
  readonly responseCode: string;

  constructor(responseCode: string, responseMessage: string) {
    super(responseMessage);
    this.name = 'EnvelopeRefusal';
    this.responseCode = responseCode;
  }
}

/** The envelope's data when it says success, else an EnvelopeRefusal carrying its message. */
export function dataOf<T>(envelope: { responseCode: string; responseMessage: string; data: T }): T {
  if (envelope.responseCode !== RESPONSE_OK)
    throw new EnvelopeRefusal(envelope.responseCode, envelope.responseMessage);
  return envelope.data;
}
