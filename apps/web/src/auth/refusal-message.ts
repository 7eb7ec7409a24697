import { ZErrorAnswerSchema } from '@rp/contracts';

/**
 * The server's message when a body is an error answer. Its own module, imported when a sign-in is
 * refused: the schema library stays out of the first page every visitor loads.
 */
export function refusalMessage(body: unknown): string | undefined {
  const refusal = ZErrorAnswerSchema.safeParse(body);
  return (refusal.success && refusal.data.message) || undefined;
}
