import { z } from 'zod';
import { UserSchema } from './auth.ts';

/** PATCH api/common/user: what the signed-in customer may change about themselves. */
export const UpdateUserRequestSchema = z.strictObject({
  status: UserSchema.shape.status.optional(),
  nickname: z.string().trim().min(1, 'nickname.required').max(40, 'nickname.tooLong').optional(),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;
