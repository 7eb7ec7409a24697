import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, parsed. */
export interface TReceivedMail {
  /** Every recipient address of the To header, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface TSmtpTestServer {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Messages received so far, oldest first. */
  messages: TReceivedMail[];
  /** Messages refused so far (see `refuseFirst`). */
  readonly refused: number;
  /** The first message (received or still to come) that matches; it resolves on arrival. */
  waitForMessage(predicate: (mail: TReceivedMail) => boolean): Promise<TReceivedMail>;
  close(): Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
    a.value.map((v) => (v.address ?? '').toLowerCase()),
  );

/**
 * A real SMTP server on 127.0.0.1 and a free port (no TLS, no authentication needed), keeping every
 * message it receives: mail tests see what a mail client would.
 */
export async function startSmtpTestServer(opts: { refuseFirst?: number } = {}): Promise<TSmtpTestServer> {
  const messages: TReceivedMail[] = [];
  let refused = 0;
  const waiters: { predicate: (m: TReceivedMail) => boolean; resolve: (m: TReceivedMail) => void }[] = [];
  const receive = (mail: TReceivedMail) => {
    messages.push(mail);
    for (const w of waiters.filter((w) => w.predicate(mail))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(mail);
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the client: tests have no name server to ask, and it only slows them.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      // A server in trouble: the first messages are refused with a temporary failure.
      if (refused < (opts.refuseFirst ?? 0)) {
        refused += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          receive({
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refused() {
      return refused;
    },
    waitForMessage(predicate) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
