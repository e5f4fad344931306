import { expect } from 'vitest';
import { DOCUMENT_ONLY_HEADERS } from '../../src/plugins/external/security-headers.ts';

/** A hashed script, style sheet or font: the headers that protect a subresource, none of a document's (decision 022). */
export function expectSubresourceHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const name of DOCUMENT_ONLY_HEADERS) expect(headers[name], name).toBeUndefined();
}
