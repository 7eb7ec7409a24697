const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** At most `max` requests in any `windowMs` (a fixed window that starts with the first request). */
export interface TRateRule {
  max: number;
  windowMs: number;
}

/**
 * Every request limit of the server, in one place (the README's security section lists them).
 * perAddress is keyed on the client address (request.ip, which follows TRUST_PROXY only); perEmail
 * on the trimmed, lower-cased e-mail of a body that has validated, so a bad body is a 400, not a count.
 */
export const RateLimits = {
  login: { perAddress: { max: 30, windowMs: MINUTE_MS } },
  signup: {
    perAddress: { max: 10, windowMs: HOUR_MS },
    perEmail: { max: 5, windowMs: HOUR_MS },
  },
  forgotPassword: {
    perAddress: { max: 5, windowMs: 15 * MINUTE_MS },
    perEmail: { max: 5, windowMs: HOUR_MS },
    /** Reset mails actually sent per account; requests over it are answered alike and send nothing. */
    mailsPerAccount: { max: 3, windowMs: HOUR_MS },
  },
  resetPassword: { perAddress: { max: 20, windowMs: 15 * MINUTE_MS } },
  contact: {
    perAddress: { max: 5, windowMs: 10 * MINUTE_MS },
    /** The sender e-mail the form gives. */
    perEmail: { max: 3, windowMs: HOUR_MS },
  },
  /** Each report is built on request (about half a second of CPU for 500 stops): kept to a printing pace. */
  routeReport: { perAddress: { max: 30, windowMs: MINUTE_MS } },
  /** Counted in the database (invitation_log), so they hold across processes and restarts. */
  invitations: {
    perTeamHour: { max: 20, windowMs: HOUR_MS },
    perTeamDay: { max: 50, windowMs: DAY_MS },
    /** One address, whichever teams invite it. */
    perInvitedEmail: { max: 3, windowMs: DAY_MS },
    /**
     * Adds of a new member a team may try, sent or refused (an address taken, say): keeps probing
     * which addresses have accounts slow. In memory (or Redis with REDIS_URL), not in the database.
     */
    attemptsPerTeam: { max: 40, windowMs: HOUR_MS },
  },
  /** userLoggedIn on the socket: each one is a database read. In memory, per process. */
  socketLogin: {
    perSocket: { max: 5, windowMs: MINUTE_MS },
    /** Room for a depot's drivers behind one address all reconnecting after a restart. */
    perAddress: { max: 60, windowMs: MINUTE_MS },
  },
} as const satisfies Record<string, Record<string, TRateRule>>;

/** The key every limit of this server uses for an e-mail: Alice@X.com and alice@x.com are one target. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
