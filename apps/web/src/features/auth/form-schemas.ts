import { z } from 'zod';
import {
  ChangeUsernamePasswordRequestSchema,
  ConfirmSignUpRequestSchema,
  EmailSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '@taka/contracts';

/** Forms validate with the contracts' schemas; these add only what a form has and the API does not. */
const MISMATCH = { message: 'password.mismatch', path: ['confirmPassword'] };
const confirmation = { confirmPassword: z.string() };

export const SignInFormSchema = SignInRequestSchema.omit({ deviceUniqueId: true });

export const SignUpFormSchema = SignUpRequestSchema.extend(confirmation).refine(
  (values) => values.password === values.confirmPassword,
  MISMATCH,
);

export const ConfirmSignUpFormSchema = ConfirmSignUpRequestSchema.pick({ code: true });

export const ResetPasswordFormSchema = ResetPasswordRequestSchema.extend(confirmation).refine(
  (values) => values.password === values.confirmPassword,
  MISMATCH,
);

export const ChangeCredentialsFormSchema = ChangeUsernamePasswordRequestSchema.extend({
  ...confirmation,
  // An empty field means "keep my e-mail".
  newEmail: z.preprocess((value) => (value === '' ? undefined : value), EmailSchema.optional()),
}).refine((values) => values.newPassword === values.confirmPassword, MISMATCH);
