/**
 * Every user-facing message of product-spec sections 5 and 8, word for word (including the
 * spec's own spelling, which the drivers' apps and existing users already know).
 * Server and web both import from here; never inline these strings elsewhere.
 */
export const Messages = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  forgotPasswordSent:
    "Thanks! If there's an account associated with this email, we'll send the password reset instructions immediately.",
  passwordEmpty: "The password can't be empty",
  passwordMismatch: 'The password and confirmation password do not match.',
  passwordChangedTitle: 'Success',
  passwordChanged: 'Password has been changed successfully',
  resetLinkInvalid: 'Link is not valid or expired',
  contactEmailRequired: 'Please enter email',
  contactEmailInvalid: 'Please enter correct email',
  contactEmailAndMessageRequired: 'Email and Message are required',
  contactSentTitle: 'Message has been sent',
  contactSent: "Thank you for your message. We'll get back to you shortly.",
  teamNameEmpty: 'The team name can not be empty',
  depotEmpty: 'The start and end location can not be empty',
  memberEmailRequired: 'Required.',
  memberEmailTooLong: 'Max 128 characters',
  memberEmailInvalid: 'Invalid e-mail.',
  memberRoleRequired: 'Please set at least one role (e.g. driver)',
  selectDriversFirst: 'Please select drivers first',
  invalidPhone: 'Invalid phone number',
  routeNameEmpty: 'Route name cannot be empty',
  firstAddStops: 'First add stops',
  addAtLeastTwoStops: 'Please add at least 2 stops',
  fileCantParse: "Cant't parse this file!",
  errorTitle: 'Error',
  errorCode: 'Error code',
  optimizedTitle: 'Route optmized!',
  optimized: 'Route has been optmized',
  cantOptimizeTitle: "Route can't be optmized",
  routeSent: 'Route has been sent to drivers',
  optimizeFirst: 'Press Oprimize route first',
  cannotReachTimeWindow: 'Cannot reach time window',
  cannotRouteToStop: 'Cannot route to this stop',
  routeCopied: 'The route has been copied',
  routeOptimizedYes: 'This route has been optimized.',
  routeOptimizedNo: "This route hasn't been optimized yet.",
  confirmDeleteRouteNamed: (name: string) => `Do you really want to delete route - "${name}"?`,
  confirmDeleteRoute: 'Do you really want to delete the route?',
  confirmDeleteStop: 'Do you really want to delete the location?',
  driverRouteReadOnly: "Driver route (you can't edit)",
  noRouteToStops: 'No route to stops',
  chunkLoadFailed: 'This page could not be loaded. Check your connection and reload.',
  reload: 'Reload',
  optimizeProgress: [
    'Analysing route and stops ...',
    'Road traffic analysis ...',
    'Finding the best address order ...',
  ],
} as const;

/** The 429 answer of a throttled log-in: says when to try again (the Retry-After header carries the same). */
export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many login attempts. Please try again in ${waitText(retryAfterSeconds)}.`;
}

/** The 429 answer of any other limited call (sign-up, forgotten password, contact form). */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${waitText(retryAfterSeconds)}.`;
}

/** The 429 answer to an invitation over the team's or the invited address's limit. */
export function tooManyInvitationsMessage(retryAfterSeconds: number): string {
  return `Too many invitations. Please try again in ${waitText(retryAfterSeconds)}.`;
}

/** "N seconds" under a minute, else whole minutes (rounded up), else whole hours (rounded up). */
function waitText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds <= 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** How long a page's code may take to load before the chunk-load failure shows (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Messages the server answers with; not in the spec's catalogue, but shown to the user as they are. */
export const ServerMessages = {
  invalidCredentials: 'Wrong email or password',
  emailTaken: 'An account with this email already exists',
  notFound: 'Not found',
  forbidden: 'You do not have permission to do this',
  unauthorized: 'Please log in again',
  subscriptionRequired: 'Your trial or subscription has ended',
  cannotDeleteSelf: 'You cannot delete yourself',
  /**
   * An address that has an account outside the caller's team. Deliberately says nothing about
   * other teams: see saveMemberIn (members.service.ts) for why this is the only signal left.
   */
  memberEmailTaken: "This e-mail address can't be invited. Ask the person for another address.",
  /** Said on the socket before it is dropped for sending userLoggedIn too often. */
  tooManySocketLogins: 'Too many log-in attempts on this connection. Please reconnect later.',
  /** Said on the socket before it is dropped for not sending userLoggedIn in time. */
  socketLoginTimedOut: 'This connection did not log in in time. Please reconnect.',
  /** Said on the socket of a user who already has as many live connections as one user may. */
  tooManySocketsOfUser: 'Too many live connections for this account. Close another tab or window.',
  /** The refusal of a new socket from an address that already has as many as one address may. */
  tooManySocketsFromAddress: 'Too many live connections from this address. Please try again later.',
  badRequest: 'Invalid request',
  /** The refusal of a socket whose client speaks another live protocol version (an old tab or app). */
  liveProtocolOutdated: 'This page is out of date. Reload it to get live updates again.',
  /** A 503 while the database cannot be reached (restarting, failing over): nothing was written. */
  databaseUnavailable: 'The database is not reachable; try again in a moment',
} as const;

/** Why a place sent to a call (a stop, a route's start or end, a team's or user's place) is refused. */
export const PointMessages = {
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  incomplete: 'A location needs both latitude and longitude',
  zero: 'Latitude 0, longitude 0 is not a place; choose the location again',
} as const;

/** Why a spreadsheet row's coordinates fail it (the import's failed rows name the reason). */
export const CoordinateMessages = {
  latitudeNotNumber: 'Latitude is not a number',
  longitudeNotNumber: 'Longitude is not a number',
  latitudeMissing: 'Longitude is filled but latitude is empty',
  longitudeMissing: 'Latitude is filled but longitude is empty',
  latitudeOutOfRange: 'Latitude must be from -90 to 90',
  longitudeOutOfRange: 'Longitude must be from -180 to 180',
  swapped: 'Latitude and longitude look swapped (latitude must be from -90 to 90)',
  /** In range, but far from the file's other rows (and the team's place) where the swapped pair would be near. */
  swappedFarAway: "Latitude and longitude look swapped (the point is far from the file's other rows)",
  zero: 'Coordinates 0, 0 are not a delivery place (empty or zeroed cells?)',
} as const;
