/** The geo calls (spec section 7). Each entry: defineCall({ method, path, tag, summary, params?, query?, body?, answer }). */
export const geoCalls = {} as const;
