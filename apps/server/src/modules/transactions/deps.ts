import { createHash } from 'node:crypto';
import type { FormatLanguage } from '@taka/contracts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { ActivityClient } from '../activity/record.ts';
import type { AccountDirectory } from '../accounts/directory.ts';
import type { MessageChannel } from '../messaging/channel.ts';
import type { Networks } from '../networks/adapters.ts';
import type { BranchInfo } from '../networks/directory.ts';

/** What the money-movement functions work with; one per app (plugins/app/money.ts). */
export type MoneyDeps = {
  db: Database;
  clock: Clock;
  channel: MessageChannel;
  /** HMAC key of one-time codes (the same as auth's). */
  otpKey: Buffer;
  directory: AccountDirectory;
  branches: Map<string, BranchInfo | null>;
  networks: Networks;
  /** How long a customer's request waits for an instant network's answer before it says PROCESSING. */
  networkTimeoutMs: number;
};

/**
 * The signed-in customer acting: whose money, which session (codes are bound to it), where codes go and in which
 * language, and where the request comes from (what the activity log records).
 */
export type Actor = {
  customerId: string;
  sessionId: string;
  mobileNumber: string;
  language: FormatLanguage;
  client: ActivityClient;
};

/** JSON with object keys sorted, so that equal payloads hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (base64url) of a payload's canonical JSON: what codes and idempotency keys are bound to. */
export const payloadHash = (value: unknown) =>
  createHash('sha256').update(canonicalJson(value)).digest('base64url');

/** "01711000001" -> "017******01". */
export const maskMobile = (mobile: string) =>
  `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-2)}`;

/** The reference an SMS gives for its challenge, so that a customer (or a test) can tell codes apart. */
export const challengeRef = (challengeId: string) => challengeId.slice(0, 8).toUpperCase();
