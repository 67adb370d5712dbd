import * as z from 'zod/mini';

/** docs/architecture.md envelope: `{ success: true, data }` or `{ success: false, message, errors? }`. */
export const ok = <T extends z.ZodMiniType>(data: T) => z.object({ success: z.literal(true), data });

export const fieldError = z.object({ field: z.string(), message: z.string() });

export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.optional(z.array(fieldError)),
});

export type FieldError = z.infer<typeof fieldError>;
export type Failure = z.infer<typeof failure>;

/** Turns zod issues into per-field errors, the first message per field. */
export function toFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError[] {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}
