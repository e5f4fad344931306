import { z } from 'zod';

/** The Luhn (mod 10) check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A Visa card number: 16 digits starting with 4 that pass the Luhn check. Spaces and hyphens as printed on the
 * card are allowed and dropped ("4111 1111 1111 1111" -> "4111111111111111").
 */
export const VisaCardNumberSchema = z
  .string()
  .transform((text) => text.replace(/[\s-]/g, ''))
  .pipe(
    z.string().superRefine((digits, context) => {
      const issue = !/^\d{16}$/.test(digits)
        ? 'cardNumber.length'
        : !digits.startsWith('4')
          ? 'cardNumber.notVisa'
          : !luhnValid(digits)
            ? 'cardNumber.checksum'
            : null;
      if (issue) context.addIssue({ code: 'custom', message: issue });
    }),
  );

/** A card number as receipts and messages show it: first six and last four digits ("411111******1111"). */
export const maskCardNumber = (digits: string) =>
  `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
