import { z } from 'zod';
import {
  AccountNumberSchema,
  BillCustomerNumberSchema,
  NewBeneficiarySchema,
  PrepaidMeterNumberSchema,
  RoutingNumberSchema,
  type BeneficiaryType,
} from '@taka/contracts';
import { withMessage } from '@/shared/banking/form/with-message';

const [withinBank, otherBank, mfs, mobile, biller] = NewBeneficiarySchema.options;

/**
 * The add forms validate with the contract's schema of each kind; only messages change where the contract's
 * wording does not fit (the payee's number, not "your" number; an unchosen branch).
 */
export const WithinBankBeneficiaryFormSchema = withinBank.extend({
  accountNumber: withMessage(AccountNumberSchema, 'payeeAccountNumber.invalid'),
});
export const OtherBankBeneficiaryFormSchema = otherBank.extend({
  routingNumber: withMessage(RoutingNumberSchema, 'branch.required'),
});
export const MfsBeneficiaryFormSchema = mfs;
export const MobileBeneficiaryFormSchema = mobile;

/**
 * A biller and the number it knows the customer by, which for a prepaid electricity vendor (one of
 * `prepaidVendors`) is a meter number of 8 to 13 digits; once valid, read by the contract's schema (trimmed,
 * upper-cased), as the server reads it.
 */
export const billerBeneficiaryFormSchema = (prepaidVendors: string[]) =>
  biller
    .extend({ customerNumber: z.string() })
    .superRefine(({ billerCode, customerNumber }, context) => {
      const rule = prepaidVendors.includes(billerCode) ? PrepaidMeterNumberSchema : BillCustomerNumberSchema;
      for (const issue of rule.safeParse(customerNumber).error?.issues ?? [])
        context.addIssue({ code: 'custom', message: issue.message, path: ['customerNumber'] });
    })
    .transform((beneficiary) => biller.parse(beneficiary));

/** The kinds a customer adds on this page, in the order the page lists them. */
export const ADDABLE_TYPES = [
  'within_bank',
  'other_bank',
  'mfs',
  'mobile',
  'biller',
] as const satisfies BeneficiaryType[];
export type AddableType = (typeof ADDABLE_TYPES)[number];

/** How the page lists the kinds. */
export const TYPE_ORDER: BeneficiaryType[] = [...ADDABLE_TYPES];
