import { envelope, RESPONSE_OK } from '@taka/contracts';
import { z } from 'zod';
import { apiRequest } from '@/shared/api/http-client';

/** A banking envelope that answered, but not with success: its responseMessage is for the customer. */
export class EnvelopeRefusal extends Error {
  readonly responseCode: string;

  constructor(responseCode: string, responseMessage: string) {
    super(responseMessage);
    this.name = 'EnvelopeRefusal';
    this.responseCode = responseCode;
  }
}

// A refusal's data may be anything (null, say): only a success's data is held to its contract.
const EnvelopeHeadSchema = envelope(z.unknown());

/**
 * GET `path` as a guest (reference data, the same for everyone) and answer the envelope's data, parsed with
 * `dataSchema`, when it says success; else throw an EnvelopeRefusal carrying its message.
 */
export async function getEnvelopeData<S extends z.ZodType>(
  path: string,
  dataSchema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const answer = await apiRequest(path, { schema: EnvelopeHeadSchema, session: null, signal });
  if (answer.responseCode !== RESPONSE_OK)
    throw new EnvelopeRefusal(answer.responseCode, answer.responseMessage);
  return dataSchema.parse(answer.data);
}
