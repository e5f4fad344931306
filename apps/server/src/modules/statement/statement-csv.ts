import { formatMoney, parseMoney, type Statement } from '@taka/contracts';
import { documentTexts } from '../documents/texts.ts';
import { dhakaDateTime } from './download.ts';

/** A plain number (an amount or balance such as 150.00 or -18450.75): a spreadsheet must read it as a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What makes a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field, RFC 4180: always quoted, quotes doubled. Text that a spreadsheet would run as a formula (starting
 * with =, +, -, @, tab or carriage return) gets a leading single quote, so it shows as the text it is; plain
 * numbers are left alone (a negative balance stays a number).
 */
export function csvField(value: string): string {
  const safe = !PLAIN_NUMBER.test(value) && FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const CSV_HEADER = ['Date', 'Transaction ID', 'Description', 'Remarks', 'Debit', 'Credit', 'Balance'];

/**
 * The statement as CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Bangla), CRLF line ends,
 * every field quoted, the same seven columns on every line:
 *
 *   Date, Transaction ID, Description, Remarks, Debit, Credit, Balance
 *
 * - first line after the header: the opening balance (Date = first day, Description "Opening balance", Balance);
 * - then every row, oldest first: Dhaka time "YYYY-MM-DD HH:MM", debit or credit as an unsigned amount (the
 *   other empty), the balance after it (negative for an overdrawn current account or a card);
 * - last line: the closing balance (Date = last day, Description "Closing balance"), with the period's total
 *   debit and total credit in its Debit and Credit columns, so opening - debits + credits = closing.
 */
export function statementCsv(statement: Statement): string {
  const texts = documentTexts('en');
  let debits = 0n;
  let credits = 0n;
  const lines: string[][] = [
    CSV_HEADER,
    [statement.from, '', 'Opening balance', '', '', '', statement.openingBalance],
  ];
  for (const row of statement.rows) {
    if (row.debit) debits += parseMoney(row.debit);
    if (row.credit) credits += parseMoney(row.credit);
    lines.push([
      dhakaDateTime(row.time),
      row.transactionId,
      texts.describe(row),
      row.remarks,
      row.debit ?? '',
      row.credit ?? '',
      row.balance,
    ]);
  }
  lines.push([
    statement.to,
    '',
    'Closing balance',
    '',
    formatMoney(debits),
    formatMoney(credits),
    statement.closingBalance,
  ]);
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
