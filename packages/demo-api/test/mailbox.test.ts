import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, get, useDemoServer } from './helpers.ts';
import {
  MailFilterSchema,
  MailFolderSchema,
  MailLabelSchema,
  MailPageSchema,
  MailSchema,
  MailSettingsSchema,
} from '../src/schemas/mailbox.ts';

useDemoServer();

const path = '/api/apps/mailbox';
const Labels = z.array(MailLabelSchema);
const mails = (query: string) => get(`${path}/mails?${query}`, MailPageSchema);
const createLabel = (title: string) =>
  call('POST', `${path}/label`, { body: { label: { title, color: 'orange' } }, schema: MailLabelSchema });

describe('mailbox settings, folders, filters and labels', () => {
  it('answers the settings (message layout right by default) and merges a PATCH', async () => {
    expect(await get(`${path}/settings`, MailSettingsSchema)).toEqual({ messageLayout: 'right' });
    expect(
      await call('PATCH', `${path}/settings`, { body: { settings: { messageLayout: 'full' } } }),
    ).toEqual({
      messageLayout: 'full',
    });
    expect(await get(`${path}/settings`)).toEqual({ messageLayout: 'full' });
  });

  it('counts: unread for the inbox, every mail for drafts and spam, 0 for sent and trash', async () => {
    const folders = await get(`${path}/folders`, z.array(MailFolderSchema));
    const count = async (slug: string, unreadOnly: boolean) => {
      const all = (await mails(`folder=${slug}`)).pagination;
      const total = 'totalResults' in all ? all.totalResults : 0;
      if (!unreadOnly) return total;
      const list = (await mails(`folder=${slug}&filter=unread`)).pagination;
      return 'totalResults' in list ? list.totalResults : 0;
    };
    expect(folders.map((folder) => [folder.slug, folder.count])).toEqual([
      ['inbox', await count('inbox', true)],
      ['sent', 0],
      ['drafts', await count('drafts', false)],
      ['spam', await count('spam', false)],
      ['trash', 0],
    ]);
    expect(folders.find((folder) => folder.slug === 'inbox')!.count).toBeGreaterThan(0);
    expect(await count('trash', false)).toBeGreaterThan(0);
  });

  it('answers the filters and the six labels with their colours', async () => {
    const filters = await get(`${path}/filters`, z.array(MailFilterSchema));
    expect(filters.map((filter) => filter.slug)).toEqual(['starred', 'important']);
    const labels = await get(`${path}/labels`, Labels);
    expect(labels.map(({ title, slug, color }) => [title, slug, color])).toEqual([
      ['Personal', 'personal', 'blue'],
      ['Work', 'work', 'indigo'],
      ['Payments', 'payments', 'red'],
      ['Invoices', 'invoices', 'teal'],
      ['Accounts', 'accounts', 'purple'],
      ['Forums', 'forums', 'green'],
    ]);
  });

  it('slugs a new label: lower case, hyphens, no repeated hyphens or non-word characters', async () => {
    expect((await createLabel('Tax  & Fees 2024!')).slug).toBe('tax-fees-2024');
    expect((await createLabel('Family Trips')).slug).toBe('family-trips');
  });

  it('appends -1, -2 to a slug already in use', async () => {
    expect((await createLabel('Work')).slug).toBe('work-1');
    expect((await createLabel('Work')).slug).toBe('work-2');
    expect((await createLabel('work')).slug).toBe('work-3');
  });

  it('renames a label with a fresh unique slug and answers null for an unknown id', async () => {
    const labels = await get(`${path}/labels`, Labels);
    const forums = labels.find((label) => label.slug === 'forums')!;
    const renamed = await call('PATCH', `${path}/label`, {
      body: { id: forums.id, label: { title: 'Work' } },
    });
    expect(renamed).toEqual({ ...forums, title: 'Work', slug: 'work-1' });
    const same = await call('PATCH', `${path}/label`, { body: { id: forums.id, label: { title: 'Work' } } });
    expect(same).toMatchObject({ slug: 'work-1' });
    expect(await call('PATCH', `${path}/label`, { body: { id: 'nope', label: { title: 'X' } } })).toBeNull();
  });

  it('deleting a label removes it from every mail', async () => {
    const work = (await get(`${path}/labels`, Labels)).find((label) => label.slug === 'work')!;
    expect((await mails('label=work')).mails!.length).toBeGreaterThan(1);
    expect(await call('DELETE', `${path}/label?id=${work.id}`)).toBe(true);
    const all = [...(await mails('folder=inbox')).mails!, ...(await mails('folder=inbox&page=2')).mails!];
    expect(all.some((mail) => mail.labels.includes(work.id))).toBe(false);
    expect(await mails('label=work')).toEqual({
      mails: [],
      pagination: expect.objectContaining({ totalResults: 0 }),
    });
  });
});

describe('mails', () => {
  it('pages a folder by 10, newest first, adding cc and bcc counts', async () => {
    const { mails: list, pagination } = await mails('folder=inbox&page=1');
    expect(list).toHaveLength(10);
    expect(pagination).toEqual({
      totalResults: 22,
      resultsPerPage: 10,
      currentPage: 1,
      lastPage: 3,
      startIndex: 0,
      endIndex: 9,
    });
    const dates = list!.map((mail) => Date.parse(mail.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const mail of list!) {
      expect(mail.ccCount).toBe(mail.cc?.length ?? 0);
      expect(mail.bccCount).toBe(mail.bcc?.length ?? 0);
    }
    expect(list!.some((mail) => mail.ccCount > 0)).toBe(true);
  });

  it('answers the last page and only lastPage past the end', async () => {
    const last = await mails('folder=inbox&page=3');
    expect(last.mails).toHaveLength(2);
    expect(last.pagination).toMatchObject({ currentPage: 3, startIndex: 20, endIndex: 21 });
    expect(await mails('folder=inbox&page=4')).toEqual({ mails: null, pagination: { lastPage: 3 } });
  });

  it('selects by filter and by label', async () => {
    const starred = (await mails('filter=starred')).mails!;
    expect(starred.length).toBeGreaterThan(0);
    expect(starred.every((mail) => mail.starred)).toBe(true);
    const important = (await mails('filter=important')).mails!;
    expect(important.every((mail) => mail.important)).toBe(true);
    const labels = await get(`${path}/labels`, Labels);
    const invoices = labels.find((label) => label.slug === 'invoices')!;
    const invoiceMails = (await mails('label=invoices')).mails!;
    expect(invoiceMails.length).toBeGreaterThan(0);
    expect(invoiceMails.every((mail) => mail.labels.includes(invoices.id))).toBe(true);
  });

  it('seeds every folder, labels and attachments', async () => {
    for (const folder of ['inbox', 'sent', 'drafts', 'spam', 'trash']) {
      expect((await mails(`folder=${folder}`)).mails!.length).toBeGreaterThan(0);
    }
    const inbox = (await mails('folder=inbox')).mails!;
    const attachment = inbox
      .flatMap((mail) => mail.attachments)
      .find((item) => item.type === 'application/pdf')!;
    expect(attachment).toMatchObject({ preview: 'pdf', downloadUrl: '' });
  });

  it('answers one mail, merges a PATCH (moving folders) and answers null for unknown ids', async () => {
    const [first] = (await mails('folder=inbox')).mails!;
    const { ccCount: _cc, bccCount: _bcc, ...mail } = first!;
    expect(await get(`${path}/mail?id=${mail.id}`)).toEqual(mail);
    const trash = (await get(`${path}/folders`, z.array(MailFolderSchema))).find(
      (folder) => folder.slug === 'trash',
    )!;
    const patched = await call('PATCH', `${path}/mail`, {
      body: { id: mail.id, mail: { unread: false, starred: true, folder: trash.id } },
      schema: MailSchema,
    });
    expect(patched).toEqual({ ...mail, unread: false, starred: true, folder: trash.id });
    expect((await mails('folder=trash')).mails!.map((item) => item.id)).toContain(mail.id);
    expect(await get(`${path}/mail?id=nope`)).toBeNull();
    expect(await call('PATCH', `${path}/mail`, { body: { id: 'nope', mail: { unread: false } } })).toBeNull();
  });
});

describe('sending a mail', () => {
  it('files a sent mail under Sent, newest first, from the demo user with its text for excerpts', async () => {
    const sent = await call('POST', `${path}/mail`, {
      body: {
        mail: {
          to: 'Tanvir Ahmed <tanvir@example.com>',
          cc: ['farhana@example.com'],
          subject: 'Lunch & plans',
          contentHtml: '<p>Hello <strong>Tanvir</strong>,</p><p>See you at 1 &amp; bring the slides.</p>',
        },
      },
      schema: MailSchema,
    });
    expect(sent).toMatchObject({
      to: 'Tanvir Ahmed <tanvir@example.com>',
      cc: ['farhana@example.com'],
      subject: 'Lunch & plans',
      content: 'Hello Tanvir,\nSee you at 1 & bring the slides.',
      unread: false,
      labels: [],
      attachments: [],
    });
    expect(sent.from.contact).toMatch(/^Rafiqul Islam </);
    expect(sent).not.toHaveProperty('bcc');
    const [newest] = (await mails('folder=sent')).mails!;
    expect(newest).toMatchObject({ id: sent.id, ccCount: 1, bccCount: 0 });
  });

  it('saves a draft under Drafts and refuses a mail without a recipient', async () => {
    const draft = await call('POST', `${path}/mail`, {
      body: { mail: { to: 'a@example.com', subject: 'Later', contentHtml: '<p>x</p>' }, draft: true },
      schema: MailSchema,
    });
    expect((await mails('folder=drafts')).mails![0]!.id).toBe(draft.id);
    await expect(
      call('POST', `${path}/mail`, { body: { mail: { to: ' ', subject: 'x', contentHtml: '' } } }),
    ).rejects.toThrow();
  });
});
