/** The auth calls (spec section 7). Each entry: defineCall({ method, path, tag, summary, params?, query?, body?, answer }). */
export const authCalls = {} as const;
