import { createOutboxSender } from './outbox-sender';
import { sendOutboxItem } from './send-item';

/**
 * The one sender of the app: every driver action is queued, then sent in order. Apart from the
 * actions (driver-outbox.ts), whose ids and positions are checked by the contracts' schemas, so
 * the sign-in form, which sends the outbox on opening, loads no schema library.
 */
export const driverSender = createOutboxSender({ send: sendOutboxItem });
