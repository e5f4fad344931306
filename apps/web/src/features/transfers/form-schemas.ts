import { z } from 'zod';
import {
  AccountNumberSchema,
  BeftnTransferSchema,
  MfsTransferSchema,
  NpsbTransferSchema,
  OwnTransferSchema,
  WithinBankTransferSchema,
} from '@taka/contracts';
import { accountChoice, withMessage } from '@/shared/banking/form/with-message';

/**
 * The transfer forms validate with the contracts' request schemas. Only messages change where the contract's
 * wording does not fit a form (an empty account select is "choose an account", not "invalid id").
 */

export const OwnTransferFormSchema = OwnTransferSchema.extend({
  sourceAccountId: accountChoice,
  destinationAccountId: accountChoice,
}).refine((values) => values.sourceAccountId !== values.destinationAccountId, {
  message: 'account.same',
  path: ['destinationAccountId'],
});

export const WithinBankTransferFormSchema = WithinBankTransferSchema.extend({
  sourceAccountId: accountChoice,
  accountNumber: withMessage(AccountNumberSchema, 'payeeAccountNumber.invalid'),
});

const otherBankOverrides = {
  sourceAccountId: accountChoice,
  routingNumber: withMessage(NpsbTransferSchema.shape.routingNumber, 'branch.required'),
  accountNumber: withMessage(NpsbTransferSchema.shape.accountNumber, 'otherBankAccountNumber.invalid'),
};

export const OtherBankTransferFormSchema = z.discriminatedUnion('type', [
  NpsbTransferSchema.extend(otherBankOverrides),
  BeftnTransferSchema.extend(otherBankOverrides),
]);

export const MfsTransferFormSchema = MfsTransferSchema.extend({ sourceAccountId: accountChoice });
