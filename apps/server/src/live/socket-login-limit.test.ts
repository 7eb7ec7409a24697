import { ServerMessages } from '@rp/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { RateLimits } from '../core/rate-limits.js';
import { newTeam } from '../test/routes-helpers.js';
import {
  connectTestSocket,
  listenOnFreePort,
  refusalsOf,
  type TTestSocket,
} from '../test/socket-test-helpers.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';

const { perSocket, perAddress } = RateLimits.socketLogin;
const refusedForLimit = { success: false, message: ServerMessages.tooManySocketLogins };

let t: TTestApp | undefined;
const sockets: TTestSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t?.close();
  t = undefined;
});

/** A listening app and a dispatcher's token. */
async function start(env: Record<string, string> = {}): Promise<{ baseUrl: string; token: string }> {
  // One token over a dozen sockets: the cap on one user's sockets is not what these tests are about.
  t = await createTestApp({ env: { LIVE_SOCKETS_PER_USER: '100', ...env } });
  const baseUrl = await listenOnFreePort(t.app);
  const { token } = await newTeam(t);
  return { baseUrl, token };
}

async function connect(baseUrl: string, headers?: Record<string, string>): Promise<TTestSocket> {
  const s = await connectTestSocket(baseUrl, headers ? { headers } : {});
  sockets.push(s);
  return s;
}

/** Logs in as often as one address may, over as many sockets as that takes (each within its own limit). */
async function useUpAddress(baseUrl: string, token: string, headers?: Record<string, string>): Promise<void> {
  let done = 0;
  while (done < perAddress.max) {
    const s = await connect(baseUrl, headers);
    for (let i = 0; i < perSocket.max && done < perAddress.max; i++, done++) {
      expect(await s.logIn(token)).toEqual({ success: true });
    }
  }
}

describe('userLoggedIn limits', () => {
  it('tells and drops a socket that logs in more than 5 times in a minute', async () => {
    const { baseUrl, token } = await start();
    const s = await connect(baseUrl);
    for (let i = 0; i < perSocket.max; i++) expect(await s.logIn(token)).toEqual({ success: true });
    expect(await s.logIn(token)).toEqual(refusedForLimit);
    await s.disconnected;
    expect(refusalsOf(s)).toEqual([ServerMessages.tooManySocketLogins]);
    // Another socket from the same address still logs in.
    expect(await (await connect(baseUrl)).logIn(token)).toEqual({ success: true });
  });

  it('limits one address over all its sockets, and a forged X-Forwarded-For does not escape it', async () => {
    const { baseUrl, token } = await start();
    await useUpAddress(baseUrl, token);
    const fresh = await connect(baseUrl);
    expect(await fresh.logIn(token)).toEqual(refusedForLimit);
    await fresh.disconnected;
    const forged = await connect(baseUrl, { 'x-forwarded-for': '203.0.113.9' });
    expect(await forged.logIn(token)).toEqual(refusedForLimit);
  });

  it('counts per forwarded address behind a trusted proxy, as request.ip does', async () => {
    const { baseUrl, token } = await start({ TRUST_PROXY: '127.0.0.1' });
    const clientA = { 'x-forwarded-for': '198.51.100.1' };
    await useUpAddress(baseUrl, token, clientA);
    expect(await (await connect(baseUrl, clientA)).logIn(token)).toEqual(refusedForLimit);
    const clientB = { 'x-forwarded-for': '198.51.100.2' };
    expect(await (await connect(baseUrl, clientB)).logIn(token)).toEqual({ success: true });
  });
});
