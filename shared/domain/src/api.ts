/** The wire contract shared by the API and its client: envelopes, the error format and the sign-in calls. */
import './zod-config';
import { z } from 'zod';
import { ERROR_TYPES, type ApiErrorEntry } from './errors';
import { meSchema } from './records';
import { TEXT_MAX, tooLongMessage } from './text';

/** One entry of an error response (ARCHITECTURE §4); the same shape as `ApiErrorEntry` in errors.ts. */
export const apiErrorEntrySchema = z.object({
  code: z.string(),
  type: z.enum(ERROR_TYPES),
  message: z.string(),
  field: z.string().optional(),
}) satisfies z.ZodType<ApiErrorEntry>;

export const apiErrorSchema = z.object({ message: z.array(apiErrorEntrySchema) });
export type ApiError = z.infer<typeof apiErrorSchema>;

export function itemEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), count: z.number().int() });
}

// Sign-in: the form checks are the browser's; the server only refuses what cannot be a sign-in.
export const authRequestSchema = z.object({
  email: z.string().trim().min(1).max(TEXT_MAX.email, tooLongMessage('Email', TEXT_MAX.email)),
  password: z.string().min(1).max(TEXT_MAX.password, tooLongMessage('Password', TEXT_MAX.password)),
});
export const authResponseSchema = z.object({
  data: z.object({ token: z.string(), expiresAt: z.iso.datetime(), user: meSchema }),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const tokenResponseSchema = z.object({ data: z.object({ token: z.string(), expiresAt: z.iso.datetime() }) });

export const meResponseSchema = itemEnvelope(meSchema);
