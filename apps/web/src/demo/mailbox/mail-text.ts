import type { TFunction } from 'i18next';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

/** "Tanvir Ahmed <tanvir@example.com>" -> name "Tanvir Ahmed", address "tanvir@example.com". */
export function parseAddress(contact: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(contact);
  if (!match) return { name: contact.trim(), address: contact.trim() };
  return { name: match[1] || match[2]!, address: match[2]! };
}

/** The first words of a mail's text for its row in the list, skipping a "Dear ..." greeting line. */
export function excerptOf(content: string): string {
  const lines = content
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const body = lines.length > 1 && /^(dear|hi|hello)\b/i.test(lines[0]!) ? lines.slice(1) : lines;
  return body.join(' ').slice(0, 160);
}

/** A plain-text body as paragraphs of HTML (a blank line between paragraphs, single breaks kept). */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** "Re: subject", once. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/** The addresses of a To, Cc or Bcc field: split at commas or semicolons, blanks dropped. */
export function splitAddresses(field: string): string[] {
  return field
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A folder's name in the reader's language; a folder the texts do not know keeps the handler's title. */
export const folderTitle = (t: TFunction, slug: string, title: string): string =>
  t(`mailbox.folder.${slug}`, { defaultValue: title });
