import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  Api,
  DriverMessages,
  LiveEvents,
  MAX_PROOF_IMAGE_BYTES,
  MAX_PROOF_IMAGE_PIXELS,
  Role,
} from '@rp/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, errorOf } from '../../test/api-call.js';
import {
  eventsOf,
  newClientId,
  recordLiveChanges,
  sentDriverDay,
  startedDriverDay,
  startRoute,
  storedStop,
  type TDriverDay,
  TEST_NOW,
} from '../../test/driver-helpers.js';
import { imageDataUrl as dataUrl, describeImage, testImage } from '../../test/proof-images.js';
import { newMember } from '../../test/routes-helpers.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(TEST_NOW);
  [PNG, JPEG, WEBP] = await Promise.all([testImage('png'), testImage('jpeg'), testImage('webp')]);
});
afterAll(() => t.close());

const upload = (token: string, vehicleRouteId: number, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/driver/proof/${vehicleRouteId}/`, { token, body });

const photos = (token: string, routeId: number, stopId: number) =>
  call(t.app, 'POST', `/stop_photos/${routeId}/`, { token, body: { id: stopId } });

const stopRow = (id: number) => storedStop(t, id);

/** Every file in the store's folder (the test app's own temporary folder). */
async function storedFiles(): Promise<string[]> {
  const root = t.deps.config.FILES_DIR;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const startedDay = (): Promise<TDriverDay> => startedDriverDay(t);

const proof = (stopId: number, extra: Record<string, unknown> = {}) => ({
  client_id: newClientId(),
  stop_id: stopId,
  kind: 'photo',
  image: dataUrl('image/png', PNG),
  taken_at: Date.parse('2025-06-02T09:15:00Z'),
  position: { lat: 52.1, lng: 21.2 },
  ...extra,
});

describe('POST /driver/proof/{vehicleRouteId}/ and POST /stop_photos/{routeId}/', () => {
  it('keeps a photo as JPEG and a signature as PNG with when and where they were taken, and gives them back', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    const live = recordLiveChanges(t);
    const photo = await upload(d.anna.token, d.annaRoute, proof(stopId));
    expect(photo.statusCode, photo.body).toBe(200);
    expect(answerOf(photo, Api.saveStopProof)).toMatchObject({
      applied: true,
      stop: { id: stopId, has_photo: true, has_signature: false },
    });
    const signature = await upload(
      d.anna.token,
      d.annaRoute,
      proof(stopId, {
        kind: 'signature',
        image: dataUrl('image/webp', WEBP),
        taken_at: TEST_NOW.getTime() + 60_000,
        position: undefined,
      }),
    );
    expect(answerOf(signature, Api.saveStopProof).stop).toMatchObject({
      has_photo: true,
      has_signature: true,
    });
    live.stop();
    expect(eventsOf(live.changes)).toEqual([
      `${LiveEvents.stopChanged} ${d.routeId}`,
      `${LiveEvents.stopChanged} ${d.routeId}`,
    ]);

    const byDispatcher = await photos(d.team.token, d.routeId, stopId);
    expect(byDispatcher.statusCode, byDispatcher.body).toBe(200);
    const answer = answerOf(byDispatcher, Api.stopPhotos);
    expect(answer).toMatchObject({
      photo_taken: { taken_at: '2025-06-02T09:15:00.000Z', lat: 52.1, lng: 21.2 },
      // A minute "in the future" on the phone's clock: stamped with the server's now.
      signature_taken: { taken_at: TEST_NOW.toISOString(), lat: null, lng: null },
    });
    // The PNG photo is kept as a JPEG, the WebP signature as a PNG, both the size they were sent.
    expect(await describeImage(answer.photo)).toMatchObject({
      mediaType: 'image/jpeg',
      format: 'jpeg',
      width: 48,
    });
    expect(await describeImage(answer.signature)).toMatchObject({
      mediaType: 'image/png',
      format: 'png',
      height: 32,
    });
    expect(answerOf(await photos(d.anna.token, d.routeId, stopId), Api.stopPhotos)).toEqual(answer);
    expect((await storedFiles()).filter((f) => f.startsWith(`proof/${d.team.teamId}/`))).toHaveLength(2);
  });

  it('answers no pictures for a stop without proof', async () => {
    const d = await startedDay();
    const res = await photos(d.team.token, d.routeId, d.annaStops[1] as number);
    expect(answerOf(res, Api.stopPhotos)).toEqual({
      photo: null,
      signature: null,
      photo_taken: null,
      signature_taken: null,
    });
  });

  it('replaces a picture and deletes the old file', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    await upload(d.anna.token, d.annaRoute, proof(stopId));
    const firstKey = (await stopRow(stopId)).photo_path;
    await upload(d.anna.token, d.annaRoute, proof(stopId, { image: dataUrl('image/jpeg', JPEG) }));
    const row = await stopRow(stopId);
    expect(row.photo_path).not.toBe(firstKey);
    expect(row.photo_path).toMatch(/\.jpg$/);
    const mine = (await storedFiles()).filter((f) => f.startsWith(`proof/${d.team.teamId}/`));
    expect(mine).toEqual([row.photo_path]);
    const kept = await t.deps.files.get(row.photo_path as string);
    expect(answerOf(await photos(d.team.token, d.routeId, stopId), Api.stopPhotos).photo).toBe(
      dataUrl('image/jpeg', kept?.bytes ?? Buffer.alloc(0)),
    );
  });

  it('applies the same client id once and keeps one file', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    const body = proof(stopId);
    expect(answerOf(await upload(d.anna.token, d.annaRoute, body), Api.saveStopProof).applied).toBe(true);
    const key = (await stopRow(stopId)).photo_path;
    const repeat = await upload(d.anna.token, d.annaRoute, { ...body, image: dataUrl('image/jpeg', JPEG) });
    expect(repeat.statusCode).toBe(200);
    expect(answerOf(repeat, Api.saveStopProof)).toMatchObject({ applied: false, stop: { has_photo: true } });
    expect((await stopRow(stopId)).photo_path).toBe(key);
    expect((await storedFiles()).filter((f) => f.startsWith(`proof/${d.team.teamId}/`))).toEqual([key]);
  });

  it('refuses what is not a JPEG, PNG or WebP, a PNG with a JPEG header and an oversized picture, keeping nothing', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    const tooBig = Buffer.alloc(MAX_PROOF_IMAGE_BYTES + 1);
    PNG.copy(tooBig);
    const cases: [string, number, string][] = [
      [dataUrl('text/plain', Buffer.from('hello')), 400, DriverMessages.invalidImage],
      [dataUrl('image/gif', Buffer.from('GIF89a')), 400, DriverMessages.invalidImage],
      [dataUrl('image/png', JPEG), 400, DriverMessages.invalidImage],
      [dataUrl('image/jpeg', PNG), 400, DriverMessages.invalidImage],
      [dataUrl('image/webp', Buffer.from('RIFF0000WAVEfmt ')), 400, DriverMessages.invalidImage],
      ['data:image/png;base64,@@@', 400, DriverMessages.invalidImage],
      [dataUrl('image/png', tooBig), 413, DriverMessages.imageTooLarge(MAX_PROOF_IMAGE_BYTES)],
    ];
    for (const [image, status, message] of cases) {
      const res = await upload(d.anna.token, d.annaRoute, proof(stopId, { image }));
      expect(res.statusCode, image.slice(0, 40)).toBe(status);
      expect(errorOf(res).message).toBe(message);
    }
    const row = await stopRow(stopId);
    expect([row.photo_path, row.photo_taken_at]).toEqual([null, null]);
    expect((await storedFiles()).filter((f) => f.startsWith(`proof/${d.team.teamId}/`))).toEqual([]);
  });

  /** Uploads each image as a photo of one stop and expects each refused with its message, and nothing kept. */
  async function expectRefused(cases: [string, string, number, string][]) {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    for (const [what, image, status, message] of cases) {
      const res = await upload(d.anna.token, d.annaRoute, proof(stopId, { image }));
      expect(res.statusCode, what).toBe(status);
      expect(errorOf(res).message, what).toBe(message);
    }
    const row = await stopRow(stopId);
    expect([row.photo_path, row.photo_taken_at]).toEqual([null, null]);
    expect((await storedFiles()).filter((f) => f.startsWith(`proof/${d.team.teamId}/`))).toEqual([]);
  }

  it('refuses a PNG header followed by HTML and a JPEG header followed by 3 MB of zeros', async () => {
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    const zeros = Buffer.alloc(MAX_PROOF_IMAGE_BYTES);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(zeros);
    await expectRefused([
      [
        'PNG header + HTML',
        dataUrl('image/png', Buffer.concat([PNG.subarray(0, 16), html])),
        400,
        DriverMessages.unreadableImage,
      ],
      ['JPEG header + zeros', dataUrl('image/jpeg', zeros), 400, DriverMessages.unreadableImage],
    ]);
  });

  it('refuses a truncated picture and one over the pixel limit', async () => {
    const noise = await sharp(
      Buffer.alloc(120 * 80 * 3, 0x5a).map((_, i) => (i * 7919) % 251),
      {
        raw: { width: 120, height: 80, channels: 3 },
      },
    )
      .jpeg()
      .toBuffer();
    // One pixel over the limit; a flat colour compresses to a few kilobytes.
    const huge = await sharp({
      create: { width: 10_000, height: MAX_PROOF_IMAGE_PIXELS / 10_000 + 1, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await expectRefused([
      [
        'truncated JPEG',
        dataUrl('image/jpeg', noise.subarray(0, noise.length / 2)),
        400,
        DriverMessages.unreadableImage,
      ],
      [
        'over the pixel limit',
        dataUrl('image/png', huge),
        413,
        DriverMessages.imageTooManyPixels(MAX_PROOF_IMAGE_PIXELS),
      ],
    ]);
  });

  it('keeps a camera photo upright and without its EXIF, GPS position included', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    // 48×32 as stored by a camera held on its side: EXIF orientation 6 says "turn a quarter clockwise".
    const camera = await sharp(JPEG)
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 13/1 4/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '21/1 0/1 7/1',
        },
      })
      .jpeg()
      .toBuffer();
    const sent = await sharp(camera).metadata();
    expect([sent.orientation, sent.exif?.includes('PhoneMaker')]).toEqual([6, true]);

    const res = await upload(
      d.anna.token,
      d.annaRoute,
      proof(stopId, { image: dataUrl('image/jpeg', camera) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const kept = await describeImage(
      answerOf(await photos(d.team.token, d.routeId, stopId), Api.stopPhotos).photo,
    );
    expect(kept).toMatchObject({ format: 'jpeg', width: 32, height: 48, exif: null });
    expect(kept.bytes.includes('PhoneMaker')).toBe(false);
    expect(kept.bytes.includes('GPS')).toBe(false);
  });

  it('keeps a PNG signature as a PNG with its transparent background, scaled down when over 2560 px', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    const pad = await testImage('png', { width: 3000, height: 600, transparent: true });
    const res = await upload(
      d.anna.token,
      d.annaRoute,
      proof(stopId, { kind: 'signature', image: dataUrl('image/png', pad) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await stopRow(stopId)).signature_path).toMatch(/\.png$/);
    const kept = await describeImage(
      answerOf(await photos(d.team.token, d.routeId, stopId), Api.stopPhotos).signature,
    );
    expect(kept).toMatchObject({
      mediaType: 'image/png',
      format: 'png',
      width: 2560,
      height: 512,
      hasAlpha: true,
    });
  });

  it('refuses a picture taken days before the route’s date or later than now, keeping nothing', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    const cases: [number, string][] = [
      [Date.parse('2000-01-01T00:00:00Z'), DriverMessages.takenAtTooEarly],
      [TEST_NOW.getTime() + 3600_000, DriverMessages.takenAtInFuture],
    ];
    for (const [takenAt, message] of cases) {
      const res = await upload(d.anna.token, d.annaRoute, proof(stopId, { taken_at: takenAt }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    const row = await stopRow(stopId);
    expect([row.photo_path, row.photo_taken_at]).toEqual([null, null]);
    expect((await storedFiles()).filter((f) => f.startsWith(`proof/${d.team.teamId}/`))).toEqual([]);
    const anHourAgo = TEST_NOW.getTime() - 3600_000;
    const res = await upload(d.anna.token, d.annaRoute, proof(stopId, { taken_at: anHourAgo }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await stopRow(stopId)).photo_taken_at?.getTime()).toBe(anHourAgo);
  });

  it('removes the written file when the database write fails', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    // A trigger that fails this one stop's update, as a lost connection or a full disk would.
    await sql
      .raw(`CREATE FUNCTION fail_proof_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'proof write failed'; END $$`)
      .execute(t.deps.db);
    await sql
      .raw(`CREATE TRIGGER fail_proof_write BEFORE UPDATE ON stops FOR EACH ROW
        WHEN (NEW.id = ${stopId}) EXECUTE FUNCTION fail_proof_write()`)
      .execute(t.deps.db);
    try {
      const res = await upload(d.anna.token, d.annaRoute, proof(stopId));
      expect(res.statusCode).toBe(500);
    } finally {
      await sql.raw('DROP TRIGGER fail_proof_write ON stops').execute(t.deps.db);
      await sql.raw('DROP FUNCTION fail_proof_write()').execute(t.deps.db);
    }
    expect((await stopRow(stopId)).photo_path).toBeNull();
    expect((await storedFiles()).filter((f) => f.startsWith(`proof/${d.team.teamId}/`))).toEqual([]);
    const claimed = await t.deps.db
      .selectFrom('applied_client_ids')
      .select('client_id')
      .where('user_id', '=', d.anna.userId);
    expect((await claimed.execute()).map((c) => c.client_id)).toHaveLength(1); // the start only
  });

  it('refuses proof before the start, and for stops that are not the driver’s', async () => {
    const d = await sentDriverDay(t);
    const early = await upload(d.anna.token, d.annaRoute, proof(d.annaStops[0] as number));
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(DriverMessages.routeNotStarted);
    await startRoute(t, d.anna.token, d.annaRoute);
    expect((await upload(d.anna.token, d.annaRoute, proof(d.benStops[0] as number))).statusCode).toBe(404);
    expect((await upload(d.anna.token, d.benRoute, proof(d.benStops[0] as number))).statusCode).toBe(404);
    expect((await storedFiles()).filter((f) => f.startsWith(`proof/${d.team.teamId}/`))).toEqual([]);
    const bad = await upload(d.anna.token, d.annaRoute, proof(d.annaStops[0] as number, { kind: 'selfie' }));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(DriverMessages.invalidProofKind);
  });

  it("shows a stop's pictures to its driver and the team's dispatchers only", async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    await upload(d.anna.token, d.annaRoute, proof(stopId));
    expect((await photos(d.ben.token, d.routeId, stopId)).statusCode).toBe(404);
    const stranger = await sentDriverDay(t);
    expect((await photos(stranger.team.token, d.routeId, stopId)).statusCode).toBe(404);
    expect((await photos(stranger.team.token, stranger.routeId, stopId)).statusCode).toBe(404);
    const dispatcher = await newMember(t, d.team.teamId, Role.Dispatcher);
    expect(answerOf(await photos(dispatcher.token, d.routeId, stopId), Api.stopPhotos).photo).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    const bad = await call(t.app, 'POST', `/stop_photos/${d.routeId}/`, {
      token: d.team.token,
      body: { id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(DriverMessages.invalidStopId);
  });
});
