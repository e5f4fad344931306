import { and, eq, ne } from 'drizzle-orm';
import { formatDateTime } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { knownDevices, notifications } from '../../db/schema/index.ts';
import { describeUserAgent } from '../activity/record.ts';
import type { MessageChannel } from '../messaging/channel.ts';

export type NewDeviceSignIn = {
  customerId: string;
  deviceId: string;
  at: Date;
  client: { ip: string; userAgent: string | null | undefined };
};

/** "Chrome 140 on Windows 10", or what of it the user agent tells. */
export function deviceName(userAgent: string | null | undefined): string {
  const { device, browser, os } = describeUserAgent(userAgent);
  const onWhat = [os, device].filter(Boolean).join(', ');
  if (browser && onWhat) return `${browser} on ${onWhat}`;
  return browser ?? (onWhat || 'an unknown device');
}

const alertText = (signIn: NewDeviceSignIn) =>
  `${deviceName(signIn.client.userAgent)}, IP ${signIn.client.ip}, ` +
  `${formatDateTime(signIn.at, 'en', { withZone: true })}`;

/**
 * Remembers the device of a sign-in in the sign-in's transaction; the first time the customer uses it (decision 031:
 * the web app's deviceUniqueId), unless it is their first device ever, also writes the bell's alert there. Returns
 * whether to alert: the caller
 * then texts the customer (`textNewDeviceAlert`) once the sign-in commits. The insert decides, so two sign-ins from
 * one new device at once alert once.
 */
export async function rememberDevice(tx: Database, signIn: NewDeviceSignIn): Promise<boolean> {
  const inserted = await tx
    .insert(knownDevices)
    .values({ customerId: signIn.customerId, deviceId: signIn.deviceId, firstSeenAt: signIn.at })
    .onConflictDoNothing()
    .returning({ deviceId: knownDevices.deviceId });
  if (inserted.length === 0) return false;
  // the first device ever is where the customer registered (with a code sent to their mobile): nothing to tell
  const [another] = await tx
    .select({ deviceId: knownDevices.deviceId })
    .from(knownDevices)
    .where(and(eq(knownDevices.customerId, signIn.customerId), ne(knownDevices.deviceId, signIn.deviceId)))
    .limit(1);
  if (!another) return false;
  await tx.insert(notifications).values({
    customerId: signIn.customerId,
    category: 'TRANSACTIONAL',
    messageTitle: 'New sign-in to your account',
    messageText:
      `Signed in from a new device: ${alertText(signIn)}. If this was not you, sign that device out ` +
      'in Settings and change your password.',
    link: '/settings',
    useRouter: true,
    createdAt: signIn.at,
  });
  return true;
}

export function textNewDeviceAlert(channel: MessageChannel, mobileNumber: string, signIn: NewDeviceSignIn) {
  return channel.send({
    channel: 'sms',
    to: mobileNumber,
    purpose: 'new-device',
    text:
      `Taka: new sign-in from ${alertText(signIn)}. Not you? Sign it out in internet banking ` +
      'under Settings (/settings) and change your password.',
  });
}
