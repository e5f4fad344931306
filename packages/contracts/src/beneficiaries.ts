import { z } from 'zod';
import { AccountNumberSchema } from './accounts.ts';
import { BillCustomerNumberSchema, BillerSectorSchema } from './billers.ts';
import { BillerCodeSchema } from './transaction-kinds.ts';
import { RechargeOperatorSchema } from './recharge.ts';
import { RechargeConnectionSchema } from './transaction-kinds.ts';
import { MfsProviderSchema, OtpCodeSchema, RoutingNumberSchema } from './transactions.ts';
import { MobileNumberSchema } from './transaction-kinds.ts';

/**
 * Saved payees, one kind per way of paying: an account of this bank, an account at another bank, an MFS wallet,
 * a mobile number to recharge, and a customer number at a biller (utility, club, insurer, internet provider,
 * school). Adding one takes a one-time code bound to the exact payload; renaming and deleting do not.
 */
export const BeneficiaryTypeSchema = z.enum(['within_bank', 'other_bank', 'mfs', 'mobile', 'biller']);
export type BeneficiaryType = z.infer<typeof BeneficiaryTypeSchema>;

/** The customer's own name for a beneficiary; empty when adding means "use the payee's name". */
export const BeneficiaryNicknameSchema = z
  .string()
  .trim()
  .min(1, 'nickname.required')
  .max(40, 'nickname.tooLong');
const optionalNickname = z.string().trim().max(40, 'nickname.tooLong').default('');
const holderName = z.string().trim().min(2, 'accountName.tooShort').max(80, 'accountName.tooLong');
const optionalHolderName = z.string().trim().max(80, 'accountName.tooLong').default('');

/** POST /api/beneficiaries/preview and /otp, and `beneficiary` of POST /api/beneficiaries: what to save. */
export const NewBeneficiarySchema = z.discriminatedUnion('type', [
  /** By 13-digit number; the server looks the holder's name up. */
  z.object({
    type: z.literal('within_bank'),
    nickname: optionalNickname,
    accountNumber: AccountNumberSchema,
  }),
  /** The branch by its routing number (GET /api/banks/... lists them); the holder's name as the customer gives it. */
  z.object({
    type: z.literal('other_bank'),
    nickname: optionalNickname,
    routingNumber: RoutingNumberSchema,
    accountNumber: z.string().regex(/^\d{6,20}$/, 'otherBankAccountNumber.invalid'),
    accountName: holderName,
  }),
  z.object({
    type: z.literal('mfs'),
    nickname: optionalNickname,
    provider: MfsProviderSchema,
    walletNumber: MobileNumberSchema,
    accountName: optionalHolderName,
  }),
  /** The operator follows from the prefix (recharge.ts `operatorOf`). */
  z.object({
    type: z.literal('mobile'),
    nickname: optionalNickname,
    mobileNumber: MobileNumberSchema,
    connection: RechargeConnectionSchema.default('prepaid'),
  }),
  /** A biller (GET /api/billers) and the number it knows the customer by; the server looks the name up. */
  z.object({
    type: z.literal('biller'),
    nickname: optionalNickname,
    billerCode: BillerCodeSchema,
    customerNumber: BillCustomerNumberSchema,
  }),
]);
export type NewBeneficiary = z.output<typeof NewBeneficiarySchema>;
export type NewBeneficiaryInput = z.input<typeof NewBeneficiarySchema>;

/** Who the beneficiary is, the same for every kind (like a transfer quote's payee). */
const PayeeSummarySchema = z.object({
  name: z.string(),
  /** Account, wallet, mobile or customer number. */
  number: z.string(),
  /** Bank and branch, MFS provider, operator or biller; null within the bank. */
  institution: z.string().nullable(),
});

const resolvedKinds = [
  z.object({ type: z.literal('within_bank'), accountNumber: z.string(), accountName: z.string() }),
  z.object({
    type: z.literal('other_bank'),
    routingNumber: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    districtCode: z.string(),
    districtName: z.string(),
    branchName: z.string(),
  }),
  z.object({
    type: z.literal('mfs'),
    provider: MfsProviderSchema,
    walletNumber: z.string(),
    accountName: z.string().nullable(),
  }),
  z.object({
    type: z.literal('mobile'),
    mobileNumber: z.string(),
    operator: RechargeOperatorSchema,
    connection: RechargeConnectionSchema,
  }),
  /** The biller's name and sector, and the name the biller has on the customer number. */
  z.object({
    type: z.literal('biller'),
    billerCode: z.string(),
    customerNumber: z.string(),
    billerName: z.string(),
    sector: BillerSectorSchema,
    accountName: z.string(),
  }),
] as const;

const previewFields = { nickname: z.string(), payee: PayeeSummarySchema };
const savedFields = { ...previewFields, id: z.uuid(), createdAt: z.iso.datetime() };

/** POST /api/beneficiaries/preview: the beneficiary as it would be saved (the holder's name looked up). */
export const BeneficiaryPreviewSchema = z.discriminatedUnion('type', [
  resolvedKinds[0].extend(previewFields),
  resolvedKinds[1].extend(previewFields),
  resolvedKinds[2].extend(previewFields),
  resolvedKinds[3].extend(previewFields),
  resolvedKinds[4].extend(previewFields),
]);
export type BeneficiaryPreview = z.infer<typeof BeneficiaryPreviewSchema>;

/** A saved beneficiary. */
export const BeneficiarySchema = z.discriminatedUnion('type', [
  resolvedKinds[0].extend(savedFields),
  resolvedKinds[1].extend(savedFields),
  resolvedKinds[2].extend(savedFields),
  resolvedKinds[3].extend(savedFields),
  resolvedKinds[4].extend(savedFields),
]);
export type Beneficiary = z.infer<typeof BeneficiarySchema>;

/** GET /api/beneficiaries?type= (all kinds when absent), by nickname. */
export const BeneficiaryListQuerySchema = z.object({ type: BeneficiaryTypeSchema.optional() });
export const BeneficiaryListSchema = z.object({ beneficiaries: z.array(BeneficiarySchema) });
export type BeneficiaryList = z.infer<typeof BeneficiaryListSchema>;

/** POST /api/beneficiaries: the beneficiary, confirmed with the code of its challenge (POST .../otp). */
export const AddBeneficiaryRequestSchema = z.object({
  beneficiary: NewBeneficiarySchema,
  challengeId: z.uuid(),
  code: OtpCodeSchema,
});
export type AddBeneficiaryRequest = z.input<typeof AddBeneficiaryRequestSchema>;

/** PATCH /api/beneficiaries/:id */
export const RenameBeneficiaryRequestSchema = z.object({ nickname: BeneficiaryNicknameSchema });
export type RenameBeneficiaryRequest = z.input<typeof RenameBeneficiaryRequestSchema>;

export const BeneficiaryIdParamsSchema = z.object({ id: z.uuid() });
