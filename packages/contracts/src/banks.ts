import { z } from 'zod';

/** The directory of other banks for NPSB/BEFTN transfers: bank -> district -> branch (with its routing number). */
export const BankSchema = z.object({
  code: z.string().regex(/^\d{3}$/),
  name: z.string(),
  shortName: z.string(),
});
export type Bank = z.infer<typeof BankSchema>;
export const BankListSchema = z.object({ banks: z.array(BankSchema) });

export const DistrictSchema = z.object({ code: z.string().regex(/^\d{2}$/), name: z.string() });
export type District = z.infer<typeof DistrictSchema>;
export const DistrictListSchema = z.object({ districts: z.array(DistrictSchema) });

export const BranchSchema = z.object({
  routingNumber: z.string().regex(/^\d{9}$/),
  name: z.string(),
  bankCode: z.string(),
  districtCode: z.string(),
  address: z.string(),
});
export type Branch = z.infer<typeof BranchSchema>;
export const BranchListSchema = z.object({ branches: z.array(BranchSchema) });

export const BankCodeParamsSchema = z.object({ code: z.string().regex(/^\d{3}$/) });
export const BranchQuerySchema = z.object({
  district: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
});
