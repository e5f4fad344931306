/** Query keys of the mailbox; every one starts with ['demo', 'mailbox']. */
export const mailboxKeys = {
  all: ['demo', 'mailbox'] as const,
  folders: ['demo', 'mailbox', 'folders'] as const,
  filters: ['demo', 'mailbox', 'filters'] as const,
  labels: ['demo', 'mailbox', 'labels'] as const,
  settings: ['demo', 'mailbox', 'settings'] as const,
  lists: ['demo', 'mailbox', 'mails'] as const,
  mail: (id: string) => ['demo', 'mailbox', 'mail', id] as const,
};

export const MAILBOX_API = '/api/apps/mailbox';
