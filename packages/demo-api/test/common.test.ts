import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, useDemoServer } from './helpers.ts';
import {
  MessageSchema,
  NotificationSchema,
  SearchGroupSchema,
  ShortcutSchema,
} from '../src/schemas/common.ts';

useDemoServer();

const Messages = z.array(MessageSchema);
const Notifications = z.array(NotificationSchema);
const Groups = z.array(SearchGroupSchema);
const search = (query: string) => call('POST', '/api/common/search', { body: { query }, schema: Groups });

describe('messages', () => {
  const path = '/api/common/messages';

  it('lists messages, some unread, linking in-app or outside', async () => {
    const messages = await get(path, Messages);
    expect(messages.length).toBeGreaterThanOrEqual(6);
    expect(messages.some((message) => !message.read)).toBe(true);
    expect(messages.some((message) => message.link === '/dashboards/project' && message.useRouter)).toBe(
      true,
    );
    expect(messages.some((message) => message.link?.startsWith('https://') && !message.useRouter)).toBe(true);
  });

  it('creates a message first with a new id, patches it and deletes it returning the removed item', async () => {
    const created = await call('POST', path, {
      body: { message: { title: 'Hello', description: 'First!', read: false } },
      schema: MessageSchema,
    });
    expect(created).toMatchObject({ title: 'Hello', description: 'First!', read: false });
    expect((await get(path, Messages))[0]).toEqual(created);
    const patched = await call('PATCH', path, { body: { id: created.id, message: { title: 'Hi' } } });
    expect(patched).toEqual({ ...created, title: 'Hi' });
    expect(await call('DELETE', `${path}?id=${created.id}`)).toEqual(patched);
    expect((await get(path, Messages)).some((message) => message.id === created.id)).toBe(false);
  });

  it('marks all as read (read and seen) and toggles one back', async () => {
    expect(await get(`${path}/mark-all-as-read`)).toBe(true);
    const messages = await get(path, Messages);
    expect(messages.every((message) => message.read && message.seen)).toBe(true);
    const toggled = await call('POST', `${path}/toggle-read-status`, {
      body: { message: { id: messages[0]!.id, read: false } },
      schema: MessageSchema,
    });
    expect(toggled).toMatchObject({ id: messages[0]!.id, read: false });
  });
});

describe('notifications', () => {
  const path = '/api/common/notifications';

  it('lists notifications with an icon or an image, an ISO date and a display time', async () => {
    const notifications = await get(path, Notifications);
    expect(notifications.length).toBeGreaterThanOrEqual(6);
    for (const notification of notifications) {
      expect(notification.icon ?? notification.image).toBeTruthy();
      expect(new Date(notification.date).toISOString()).toBe(notification.date);
      expect(notification.time).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
    }
  });

  it('creates a notification first with a new id and returns it', async () => {
    const created = await call('POST', path, {
      body: { notification: { title: 'Transfer', description: 'Done', icon: 'heroicons_solid:check' } },
      schema: NotificationSchema,
    });
    expect(created.id).not.toBe('');
    expect(created).toMatchObject({ title: 'Transfer', read: false, seen: false });
    expect((await get(path, Notifications))[0]).toEqual(created);
  });

  it('merges a PATCH and answers null when no notification matches', async () => {
    const [first] = await get(path, Notifications);
    expect(await call('PATCH', path, { body: { id: first!.id, notification: { read: true } } })).toEqual({
      ...first,
      read: true,
    });
    expect(await call('PATCH', path, { body: { id: 'nope', notification: { read: true } } })).toBeNull();
  });

  it('deletes a notification returning the removed item, null for an unknown id', async () => {
    const [first] = await get(path, Notifications);
    expect(await call('DELETE', `${path}?id=${first!.id}`)).toEqual(first);
    expect(await call('DELETE', `${path}?id=nope`)).toBeNull();
  });

  it('mark-all-as-read answers true and sets read and seen on every notification', async () => {
    expect((await get(path, Notifications)).some((notification) => !notification.read)).toBe(true);
    expect(await get(`${path}/mark-all-as-read`)).toBe(true);
    expect((await get(path, Notifications)).every((item) => item.read && item.seen)).toBe(true);
  });

  it('toggle-read-status sets read and answers the updated notification', async () => {
    const [first] = await get(path, Notifications);
    const toggled = await call('POST', `${path}/toggle-read-status`, {
      body: { notification: { id: first!.id, read: !first!.read } },
    });
    expect(toggled).toEqual({ ...first, read: !first!.read });
  });
});

describe('shortcuts', () => {
  const path = '/api/common/shortcuts';

  it('lists the eight shortcuts of the specification', async () => {
    const shortcuts = await get(path, z.array(ShortcutSchema));
    expect(shortcuts.map((shortcut) => shortcut.label)).toEqual([
      'Changelog',
      'Documentation',
      'Help center',
      'Dashboard',
      'Mailbox',
      'Tasks',
      'Contacts',
      'Reload',
    ]);
  });

  it('creates, patches and deletes a shortcut', async () => {
    const created = await call('POST', path, {
      body: {
        shortcut: {
          label: 'Statement',
          icon: 'heroicons_outline:document',
          link: '/statement',
          useRouter: true,
        },
      },
      schema: ShortcutSchema,
    });
    expect((await get(path, z.array(ShortcutSchema)))[0]).toEqual(created);
    expect(
      await call('PATCH', path, { body: { id: created.id, shortcut: { label: 'My statement' } } }),
    ).toEqual({
      ...created,
      label: 'My statement',
    });
    expect(await call('DELETE', `${path}?id=${created.id}`)).toMatchObject({ id: created.id });
    expect(await get(path, z.array(ShortcutSchema))).toHaveLength(8);
  });

  it('keeps a new order of the shortcuts', async () => {
    const [first, second, ...rest] = await get(path, z.array(ShortcutSchema));
    const ids = [second!.id, first!.id, ...rest.map((shortcut) => shortcut.id)];
    const reordered = await call('PATCH', `${path}/order`, {
      body: { ids },
      schema: z.array(ShortcutSchema),
    });
    expect(reordered.map((shortcut) => shortcut.id)).toEqual(ids);
    expect((await get(path, z.array(ShortcutSchema))).map((shortcut) => shortcut.label).slice(0, 2)).toEqual([
      'Documentation',
      'Changelog',
    ]);
  });
});

describe('search', () => {
  it('answers an empty list for an empty query', async () => {
    expect(await search('')).toEqual([]);
  });

  it('groups contacts, pages and tasks matched case-insensitively', async () => {
    const groups = await search('STATEMENT');
    expect(groups.map(({ id, label }) => [id, label])).toEqual([
      ['pages', 'Pages'],
      ['tasks', 'Tasks'],
    ]);
    expect(groups[0]!.results.map((page) => page.value)).toContain('Account Statement');
    expect(groups[1]!.results.every((task) => /statement/i.test(task.value))).toBe(true);

    const people = await search('hasan');
    expect(people[0]).toMatchObject({ id: 'contacts', label: 'Contacts' });
    expect(people[0]!.results.map((contact) => contact.value).sort()).toEqual([
      'Mehedi Hasan',
      'Rakib Hasan',
    ]);
    expect(people[0]!.results[0]!.link).toMatch(/^\/apps\/contacts\//);
  });

  it('matches page subtitles and answers no groups when nothing matches', async () => {
    const groups = await search('bkash');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.results[0]).toMatchObject({ title: 'MFS', link: '/mfs-transfer' });
    expect(await search('no such thing')).toEqual([]);
  });
});
