/** The routes calls (spec section 7). Each entry: defineCall({ method, path, tag, summary, params?, query?, body?, answer }). */
export const routeCalls = {} as const;
