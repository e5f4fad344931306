import type { TFunction } from 'i18next';
import { bankDateOf } from '@taka/contracts';
import type { Formatters } from '@/shared/i18n/use-format';
import type { ChatListItem, ChatMessage } from './chat-types';

const DAY = 24 * 60 * 60 * 1000;

/** The bank day ("2026-11-25") a message belongs to, so a conversation groups by the days the reader sees. */
export const dayOf = (iso: string) => bankDateOf(new Date(iso));

/** "Today", "Yesterday" or the date spelled out, in the reader's language. */
export function dayLabel(day: string, t: TFunction, format: Formatters, now = new Date()): string {
  if (day === bankDateOf(now)) return t('chat.today');
  if (day === bankDateOf(new Date(now.getTime() - DAY))) return t('chat.yesterday');
  return format.date(day, 'long');
}

/** A conversation's messages by day, in order: [day, messages of that day]. */
export function messagesByDay(messages: readonly ChatMessage[]): [string, ChatMessage[]][] {
  const days = new Map<string, ChatMessage[]>();
  for (const message of messages) {
    const day = dayOf(message.createdAt);
    days.set(day, [...(days.get(day) ?? []), message]);
  }
  return [...days];
}

/** "05/01/2024" (the list's day/month/year) as "2024-01-05"; null when it is not such a date. */
function dayFromDayMonthYear(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** When a chat's last message came: its time today, "Yesterday", or its date; empty for a chat with none. */
export function lastMessageWhen(chat: ChatListItem, t: TFunction, format: Formatters, now = new Date()) {
  const instant = chat.lastMessageCreatedAt;
  const day = instant ? dayOf(instant) : dayFromDayMonthYear(chat.lastMessageAt);
  if (!day) return '';
  if (instant && day === bankDateOf(now)) return format.time(instant);
  if (day === bankDateOf(new Date(now.getTime() - DAY))) return t('chat.yesterday');
  return format.date(day);
}
