import { z } from 'zod';

/** The HTTP methods the API uses (the spec's calls are GET and POST only). */
export type THttpMethod = 'GET' | 'POST';

/**
 * One call of the API: how it is reached, what it takes and what it answers. The server registers
 * and validates the call from this, the OpenAPI page shows it, the web client is typed by it.
 */
export interface TApiCall {
  readonly method: THttpMethod;
  /** Path under /api in OpenAPI form, e.g. '/stops/{routeId}/'. */
  readonly path: string;
  /** One line for the OpenAPI page. */
  readonly summary: string;
  readonly description?: string;
  /** The product area, as the OpenAPI page groups calls. */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The 200 answer. Plain data only: no transforms, so the server can check what it sends. For a
   * file answer (see `answerMediaType`) it only describes the bytes for the OpenAPI page.
   */
  readonly answer: z.ZodType;
  /** Set when the 200 answer is a file of this media type rather than JSON. */
  readonly answerMediaType?: TFileMediaType;
  /** The answer's status when it is not 200: 202 for work accepted and done later (a job). */
  readonly answerStatus?: 202;
}

/** Media types of the file answers the API sends. */
export type TFileMediaType = 'application/pdf';

/** The `answer` of a file call: its bytes, which OpenAPI shows as a binary string. */
export const ZFileAnswerSchema = z.string().meta({ format: 'binary' });

/** Declares a call, keeping its literal types so both sides infer from it. */
export const defineCall = <const C extends TApiCall>(call: C): C => call;

type TSchemaOf<C, K extends 'params' | 'query' | 'body'> = C extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? S
  : never;

/** What the server's handler receives after validation. */
export type TCallParsed<C extends TApiCall, K extends 'params' | 'query' | 'body'> = [
  TSchemaOf<C, K>,
] extends [never]
  ? undefined
  : z.output<TSchemaOf<C, K>>;

/** What a client sends: only the parts the call has. */
export type TCallInput<C extends TApiCall> = ([TSchemaOf<C, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: z.input<TSchemaOf<C, 'params'>> }) &
  ([TSchemaOf<C, 'query'>] extends [never]
    ? { query?: undefined }
    : { query: z.input<TSchemaOf<C, 'query'>> }) &
  ([TSchemaOf<C, 'body'>] extends [never] ? { body?: undefined } : { body: z.input<TSchemaOf<C, 'body'>> });

/** The 200 answer of a call: the file's bytes for a file call, otherwise the parsed JSON. */
export type TCallAnswer<C extends TApiCall> = C extends { readonly answerMediaType: TFileMediaType }
  ? Uint8Array
  : z.output<C['answer']>;

export { callPath, fastifyPath } from './call-path.js';

/**
 * Body of every error answer (4xx and 5xx): `success: false`, the spec's `err` code and a message
 * for the user, word for word; for a body that did not validate, `issues` names each field.
 */
export const ZErrorAnswerSchema = z.object({
  success: z.literal(false),
  err: z.number().int(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** The spec's member calls read data.err and data.message; /reset-password/ reads data.status. */
  data: z
    .union([z.object({ err: z.number().int(), message: z.string() }), z.object({ status: z.number().int() })])
    .optional(),
});
export type TErrorAnswer = z.infer<typeof ZErrorAnswerSchema>;

/** The answer of calls that only confirm. */
export const ZSuccessAnswerSchema = z.object({ success: z.literal(true) });
export type TSuccessAnswer = z.infer<typeof ZSuccessAnswerSchema>;
