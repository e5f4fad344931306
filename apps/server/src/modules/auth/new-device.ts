import { and, eq, ne } from 'drizzle-orm';
import { formatDateTime } from '@taka/contracts';
import type { Database } from '../../db/client.ts';
import { knownDevices, notifications } from '../../db/schema/index.ts';
import { describeUserAgent } from '../activity/record.ts';
import { customerTexts, textsIn, type Texts } from '../languages/texts.ts';
import type { MessageChannel, Recipient } from '../messaging/channel.ts';

export type NewDeviceSignIn = {
  customerId: string;
  deviceId: string;
  at: Date;
  client: { ip: string; userAgent: string | null | undefined };
};

/** "Chrome 140 on Windows 10", or what of it the user agent tells, in the reader's words (English by default). */
export function deviceName(userAgent: string | null | undefined, { t }: Texts = textsIn('en')): string {
  const { device, browser, os } = describeUserAgent(userAgent);
  const onWhat = [os, device].filter(Boolean).join(', ');
  if (browser && onWhat) return t('messages.device.browserOn', { browser, system: onWhat });
  return browser ?? (onWhat || t('messages.device.unknown'));
}

/** Which device, where from and when, in the customer's words. */
const alertValues = (texts: Texts, signIn: NewDeviceSignIn) => ({
  device: deviceName(signIn.client.userAgent, texts),
  ip: signIn.client.ip,
  time: formatDateTime(signIn.at, texts.language, { withZone: true }),
});

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
  const texts = await customerTexts(tx, signIn.customerId);
  await tx.insert(notifications).values({
    customerId: signIn.customerId,
    category: 'TRANSACTIONAL',
    messageTitle: texts.t('messages.newDevice.title'),
    messageText: texts.t('messages.newDevice.text', alertValues(texts, signIn)),
    link: '/settings',
    useRouter: true,
    createdAt: signIn.at,
  });
  return true;
}

export function textNewDeviceAlert(channel: MessageChannel, recipient: Recipient, signIn: NewDeviceSignIn) {
  const texts = textsIn(recipient.language);
  return channel.send({
    channel: 'sms',
    to: recipient.mobileNumber,
    purpose: 'new-device',
    text: texts.t('messages.newDevice.sms', alertValues(texts, signIn)),
  });
}
