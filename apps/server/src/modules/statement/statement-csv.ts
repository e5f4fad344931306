import { formatDate, formatDateTime, formatMoney, parseMoney, type Statement } from '@taka/contracts';
import type { Texts } from '../languages/texts.ts';

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

/** The column headings, the same seven on every line. */
const csvHeader = ({ t }: Texts) => [
  t('documents.statement.date'),
  t('receipt.fields.transactionId'),
  t('statement.columns.description'),
  t('documents.statement.remarks'),
  t('statement.columns.debit'),
  t('statement.columns.credit'),
  t('statement.columns.balance'),
];

/**
 * The statement as CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Bangla), CRLF line ends,
 * every field quoted, the same seven columns on every line, headed in the language of `texts`:
 *
 *   Date, Transaction ID, Description, Remarks, Debit, Credit, Balance
 *
 * - first line after the header: the opening balance (Date = first day, Description "Opening balance", Balance);
 * - then every row, oldest first: its date and Dhaka time and its description in the reader's language, debit or
 *   credit as an unsigned amount (the other empty), the balance after it (negative for an overdrawn current
 *   account or a card);
 * - last line: the closing balance (Date = last day, Description "Closing balance"), with the period's total
 *   debit and total credit in its Debit and Credit columns, so opening - debits + credits = closing.
 *
 * Amounts stay machine-readable in every language: canonical decimals ("-18450.75"), Latin digits, no grouping
 * and no currency sign, so a spreadsheet reads them as numbers (docs/decisions/023).
 */
export function statementCsv(statement: Statement, texts: Texts): string {
  const { language, t, describe } = texts;
  let debits = 0n;
  let credits = 0n;
  const lines: string[][] = [
    csvHeader(texts),
    [
      formatDate(statement.from, language),
      '',
      t('statement.openingBalance'),
      '',
      '',
      '',
      statement.openingBalance,
    ],
  ];
  for (const row of statement.rows) {
    if (row.debit) debits += parseMoney(row.debit);
    if (row.credit) credits += parseMoney(row.credit);
    lines.push([
      formatDateTime(row.time, language),
      row.transactionId,
      describe(row),
      row.remarks,
      row.debit ?? '',
      row.credit ?? '',
      row.balance,
    ]);
  }
  lines.push([
    formatDate(statement.to, language),
    '',
    t('statement.closingBalance'),
    '',
    formatMoney(debits),
    formatMoney(credits),
    statement.closingBalance,
  ]);
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
