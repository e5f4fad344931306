import { routeWith, positiveInt } from '../lib/http.ts';
import { createStore } from '../store.ts';
import { newId } from '../lib/ids.ts';
import { uniqueSlug } from '../lib/slug.ts';
import { pageOf } from '../lib/paging.ts';
import { findById, mergeById, removeById, stripId } from '../lib/collection.ts';
import {
  MailLabelCreateBodySchema,
  MailLabelPatchBodySchema,
  MailPatchBodySchema,
  MailSendBodySchema,
  MailSettingsPatchBodySchema,
  type Mail,
  type MailSettings,
} from '../schemas/mailbox.ts';

const store = createStore('mailbox', async () => {
  const { mailFilters, mailFolders, mailLabels, mailSender, seedMails } = await import('../seed/mailbox.ts');
  return {
    sender: mailSender,
    folders: mailFolders,
    filters: mailFilters,
    settings: { messageLayout: 'right' } as MailSettings,
    labels: structuredClone(mailLabels),
    mails: seedMails(),
  };
});
const route = routeWith(store);
const base = '/api/apps/mailbox';
const RESULTS_PER_PAGE = 10;

/** Sent and Trash show 0, Drafts and Spam every mail, the other folders their unread mails. */
function folderCount(slug: string, mails: Mail[]): number {
  if (slug === 'sent' || slug === 'trash') return 0;
  if (slug === 'drafts' || slug === 'spam') return mails.length;
  return mails.filter((mail) => mail.unread).length;
}

/** Mails of a folder, filter or label (by slug); an unknown slug selects nothing. */
function selectMails(query: (name: string) => string | null): Mail[] {
  let mails = store.data.mails;
  const folder = query('folder');
  const filter = query('filter');
  const label = query('label');
  if (folder) {
    const id = store.data.folders.find((item) => item.slug === folder)?.id;
    mails = mails.filter((mail) => mail.folder === id);
  }
  if (filter) {
    const flag = filter as 'starred' | 'important' | 'unread';
    mails = ['starred', 'important', 'unread'].includes(filter) ? mails.filter((mail) => mail[flag]) : [];
  }
  if (label) {
    const id = store.data.labels.find((item) => item.slug === label)?.id;
    mails = mails.filter((mail) => id !== undefined && mail.labels.includes(id));
  }
  return mails;
}

/** A page past the last answers null mails and only lastPage; listed mails carry their cc and bcc counts. */
function mailPage(mails: Mail[], page: number) {
  const { slice, lastPage, startIndex, endIndex } = pageOf(mails, page, RESULTS_PER_PAGE);
  if (!slice) return { mails: null, pagination: { lastPage } };
  return {
    mails: slice.map((mail) => ({ ...mail, ccCount: mail.cc?.length ?? 0, bccCount: mail.bcc?.length ?? 0 })),
    pagination: {
      totalResults: mails.length,
      resultsPerPage: RESULTS_PER_PAGE,
      currentPage: page,
      lastPage,
      startIndex,
      endIndex,
    },
  };
}

/** The text of a composed body, for list excerpts: block ends become line breaks, tags and entities go. */
function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|li|h\d|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const labelSlug = (title: string, exceptId?: string) =>
  uniqueSlug(title, (slug) =>
    store.data.labels.some((label) => label.slug === slug && label.id !== exceptId),
  );

export const mailboxHandlers = [
  route('get', `${base}/settings`, () => store.data.settings),

  route('patch', `${base}/settings`, async ({ body }) => {
    const { settings } = await body(MailSettingsPatchBodySchema);
    return Object.assign(store.data.settings, settings);
  }),

  route('get', `${base}/folders`, () =>
    store.data.folders.map((folder) => ({
      ...folder,
      count: folderCount(
        folder.slug,
        store.data.mails.filter((mail) => mail.folder === folder.id),
      ),
    })),
  ),

  route('get', `${base}/filters`, () => store.data.filters),

  route('get', `${base}/labels`, () => store.data.labels),

  route('post', `${base}/label`, async ({ body }) => {
    const { label } = await body(MailLabelCreateBodySchema);
    const created = { id: newId(), ...label, slug: labelSlug(label.title) };
    store.data.labels.push(created);
    return created;
  }),

  route('patch', `${base}/label`, async ({ body }) => {
    const { id, label } = await body(MailLabelPatchBodySchema);
    const slug = label.title === undefined ? {} : { slug: labelSlug(label.title, id) };
    return mergeById(store.data.labels, id, { ...label, ...slug });
  }),

  route('delete', `${base}/label`, ({ query }) => {
    const removed = removeById(store.data.labels, query('id'));
    if (!removed) return null;
    stripId(store.data.mails, (mail) => mail.labels, removed.id);
    return true;
  }),

  route(
    'get',
    `${base}/mails`,
    ({ query }) => {
      const mails = [...selectMails(query)].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
      return mailPage(mails, positiveInt(query('page'), 1));
    },
    'mails',
  ),

  route('get', `${base}/mail`, ({ query }) => findById(store.data.mails, query('id'))),

  route('post', `${base}/mail`, async ({ body }) => {
    const { mail, draft } = await body(MailSendBodySchema);
    const folder = store.data.folders.find((item) => item.slug === (draft ? 'drafts' : 'sent'))!;
    const created: Mail = {
      id: newId(),
      type: 'mail',
      from: { ...store.data.sender },
      to: mail.to,
      ...(mail.cc?.length ? { cc: mail.cc } : {}),
      ...(mail.bcc?.length ? { bcc: mail.bcc } : {}),
      date: new Date().toISOString(),
      subject: mail.subject,
      content: textOf(mail.contentHtml),
      contentHtml: mail.contentHtml,
      attachments: [],
      starred: false,
      important: false,
      unread: false,
      folder: folder.id,
      labels: [],
    };
    store.data.mails.push(created);
    return created;
  }),

  route('patch', `${base}/mail`, async ({ body }) => {
    const { id, mail } = await body(MailPatchBodySchema);
    return mergeById(store.data.mails, id, mail);
  }),
];
