import { z } from 'zod';
import { envelope } from './meta.ts';

/** The eight divisions of Bangladesh, in the order Locate Us lists them. */
export const DIVISIONS = [
  'Barishal',
  'Chattogram',
  'Dhaka',
  'Khulna',
  'Mymensingh',
  'Rajshahi',
  'Rangpur',
  'Sylhet',
] as const;
export const DivisionSchema = z.enum(DIVISIONS);
export type Division = z.infer<typeof DivisionSchema>;

/** The kinds of place Locate Us finds; `code` names a type in the query and in the translation files. */
export const LocationTypeCodeSchema = z.enum(['BRANCH', 'ATM', 'CDM', 'AGENT_OUTLET']);
export type LocationTypeCode = z.infer<typeof LocationTypeCodeSchema>;

/** GET /api/meta/pre-login/location/atm-branch: every type, or only `locationType`'s (an unknown one is a 400). */
export const LocationTypeQuerySchema = z.object({ locationType: LocationTypeCodeSchema.optional() });
export type LocationTypeQuery = z.input<typeof LocationTypeQuerySchema>;

/** One type in one division: its `id` is what the map call asks for. */
export const LocationDivisionSchema = z.object({ division: DivisionSchema, id: z.number().int().positive() });
export type LocationDivision = z.infer<typeof LocationDivisionSchema>;

/** A location type (SPEC 3.1) with the divisions it is found in. */
export const LocationTypeSchema = z.object({
  id: z.number().int().positive(),
  code: LocationTypeCodeSchema,
  name: z.string(),
  data: z.array(LocationDivisionSchema),
});
export type LocationType = z.infer<typeof LocationTypeSchema>;

export const LocationTypeListResponseSchema = envelope(z.array(LocationTypeSchema));
export type LocationTypeListResponse = z.infer<typeof LocationTypeListResponseSchema>;

/** GET /api/meta/pre-login/map/atm-branch?id=: the locations of one type-division id. */
export const LocationQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type LocationQuery = z.input<typeof LocationQuerySchema>;

/** A branch, ATM, CDM or agent outlet (SPEC 3.1); the map link shows only when both coordinates exist. */
export const LocationSchema = z.object({
  name: z.string(),
  address: z.string(),
  routingNumber: z.string().regex(/^\d{9}$/),
  phoneNumbers: z.array(z.string()),
  email: z.array(z.string()),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
});
export type Location = z.infer<typeof LocationSchema>;

export const LocationListResponseSchema = envelope(z.array(LocationSchema));
export type LocationListResponse = z.infer<typeof LocationListResponseSchema>;
