import type { z } from 'zod';

/** The first message per field of a failed zod parse, keyed by the top-level field name. */
export function fieldErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
