import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { call, createTestApp, signupUser, type TTestApp } from './test/test-app.js';
import { readClockOffset, serverClock } from './test-clock.js';

const DAY_MS = 24 * 3600 * 1000;
const REAL = Date.UTC(2026, 10, 24, 12, 0, 0);
const dir = mkdtempSync(path.join(tmpdir(), 'rp-clock-'));
const fileNamed = (name: string, text?: string): string => {
  const file = path.join(dir, name);
  if (text !== undefined) writeFileSync(file, text);
  return file;
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('test clock', () => {
  it('without TEST_CLOCK_FILE tells the real time', () => {
    expect(serverClock({ NODE_ENV: 'test' }, () => REAL)().getTime()).toBe(REAL);
  });

  it("adds the file's offset, read again on every call", () => {
    const file = fileNamed('moving', String(11 * DAY_MS));
    const now = serverClock({ NODE_ENV: 'test', TEST_CLOCK_FILE: file }, () => REAL);
    expect(now().getTime()).toBe(REAL + 11 * DAY_MS);
    writeFileSync(file, ' -3600000\n');
    expect(now().getTime()).toBe(REAL - 3600_000);
  });

  it('a missing or empty file is no offset', () => {
    expect(readClockOffset(fileNamed('absent'))).toBe(0);
    expect(readClockOffset(fileNamed('empty', ''))).toBe(0);
  });

  it('refuses a file that does not hold a whole number of milliseconds', () => {
    for (const text of ['1.5', '11 days', '1e9', '0x10']) {
      expect(() => readClockOffset(fileNamed('bad', text)), text).toThrow(/whole number/);
    }
  });

  it('is refused in production, so a writable file cannot move who pays', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      BILLING: 'off',
      TEST_CLOCK_FILE: fileNamed('prod', '0'),
    });
    expect(() => serverClock(config)).toThrow(/refused when NODE_ENV=production/);
  });
});

describe('the 402 decision follows the server clock', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a trial ends when the clock file moves past day 10, and runs again when it moves back', async () => {
    const file = fileNamed('trial', '0');
    t.deps.now = serverClock({ NODE_ENV: 'test', TEST_CLOCK_FILE: file });
    const { token } = await signupUser(t.app);
    const verify = async () => (await call(t.app, 'POST', '/verify-token/', { token })).statusCode;

    expect(await verify()).toBe(200);
    writeFileSync(file, String(11 * DAY_MS));
    expect(await verify()).toBe(402);
    expect((await call(t.app, 'POST', '/routes/', { token, body: {} })).statusCode).toBe(402);
    writeFileSync(file, String(9 * DAY_MS));
    expect(await verify()).toBe(200);
  });
});
