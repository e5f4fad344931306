import type { MailSelection } from './api/get-mails';

export type MailboxLocation = MailSelection & { mailId: string | null };

const KINDS = ['folder', 'filter', 'label'] as const;

/** Where in the mailbox a path points: /apps/mailbox/{folder|filter|label}/{slug}[/{mailId}]; else the inbox. */
export function mailboxLocationOf(pathname: string): MailboxLocation {
  const [kind, slug, mailId] = pathname
    .replace(/^\/apps\/mailbox\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const known = KINDS.find((item) => item === kind);
  if (!known || !slug) return { kind: 'folder', slug: 'inbox', mailId: null };
  return { kind: known, slug, mailId: mailId ?? null };
}

/** The page number of the list (?page=2); 1 when absent or not a whole number above 0. */
export function pageOf(search: Record<string, unknown>): number {
  const page = Number(search['page']);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Link props of a folder, filter or label list. */
export function listLink({ kind, slug }: MailSelection, page = 1) {
  const search = page > 1 ? { page } : {};
  switch (kind) {
    case 'folder':
      return { to: '/apps/mailbox/folder/$folder', params: { folder: slug }, search } as const;
    case 'filter':
      return { to: '/apps/mailbox/filter/$filter', params: { filter: slug }, search } as const;
    case 'label':
      return { to: '/apps/mailbox/label/$label', params: { label: slug }, search } as const;
  }
}

/** Link props of a mail opened from a folder, filter or label list. */
export function mailLink({ kind, slug }: MailSelection, mailId: string, page = 1) {
  const search = page > 1 ? { page } : {};
  switch (kind) {
    case 'folder':
      return {
        to: '/apps/mailbox/folder/$folder/$mailId',
        params: { folder: slug, mailId },
        search,
      } as const;
    case 'filter':
      return {
        to: '/apps/mailbox/filter/$filter/$mailId',
        params: { filter: slug, mailId },
        search,
      } as const;
    case 'label':
      return { to: '/apps/mailbox/label/$label/$mailId', params: { label: slug, mailId }, search } as const;
  }
}
