import type { TestCustomer, User } from '@taka/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityEvents } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/app.ts';
import { as, refusal, signIn, type Device } from './helpers/client.ts';
import { newTestCustomer } from './helpers/customers.ts';

let t: TestApp;
let customer: TestCustomer;
let device: Device;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  customer = await newTestCustomer(t);
  device = await signIn(t.app, t.clock, customer);
});

const BOUNDARY = 'taka-test-boundary';

/** A multipart form with one file, as a browser sends it. */
function form(bytes: Buffer, filename: string, type: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="picture"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const upload = (bytes: Buffer, filename = 'me.png', type = 'image/png') =>
  as(t.app, device, { method: 'PUT', url: '/api/settings/profile-picture', ...form(bytes, filename, type) });

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

describe('uploading a profile picture', () => {
  it('stores a square 256 px WebP without metadata, served with its type, cache headers and nosniff', async () => {
    const jpeg = await photo(800, 600)
      .withExif({ IFD0: { Copyright: 'GPS and camera details', Artist: 'Someone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await upload(jpeg, 'holiday.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json<User>();
    expect(user.profilePic).toMatch(/^\/api\/media\/profile-pictures\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: user.profilePic! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes('GPS and camera details')).toBe(false);

    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.customerId, customer.customerId), eq(activityEvents.kind, 'profile-changed')),
      );
    expect(event).toMatchObject({ details: { pictureChanged: true } });
  });

  it('accepts PNG and WebP, each upload at a new address; removing it brings back the default avatar', async () => {
    const first = (await upload(await photo(300, 300).png().toBuffer())).json<User>();
    const second = (
      await upload(await photo(100, 400).webp().toBuffer(), 'me.webp', 'image/webp')
    ).json<User>();
    expect(second.profilePic).not.toBe(first.profilePic);
    expect((await t.app.inject({ method: 'GET', url: first.profilePic! })).statusCode).toBe(404);

    const removed = await as(t.app, device, { method: 'DELETE', url: '/api/settings/profile-picture' });
    expect(removed.json<User>()).toMatchObject({ profilePic: null, avatar: null });
    expect((await t.app.inject({ method: 'GET', url: second.profilePic! })).statusCode).toBe(404);
    const user = await as(t.app, device, { method: 'GET', url: '/api/common/user' });
    expect(user.json<User>().profilePic).toBeNull();
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name and type say', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    expect(refusal(await upload(pdf, 'me.png', 'image/png'))).toEqual([415, 'PICTURE_TYPE_UNSUPPORTED']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(refusal(await upload(svg, 'me.svg', 'image/svg+xml'))).toEqual([415, 'PICTURE_TYPE_UNSUPPORTED']);
    const gif = await photo(10, 10).gif().toBuffer();
    expect(refusal(await upload(gif, 'me.gif', 'image/gif'))).toEqual([415, 'PICTURE_TYPE_UNSUPPORTED']);
  });

  it('refuses an empty file, one over 2 MB, a damaged one and a decompression bomb, with stable codes', async () => {
    expect(refusal(await upload(Buffer.alloc(0)))).toEqual([400, 'PICTURE_EMPTY']);
    const huge = Buffer.concat([await photo(10, 10).png().toBuffer(), Buffer.alloc(20 * 1024 * 1024)]);
    expect(refusal(await upload(huge))).toEqual([413, 'PICTURE_TOO_LARGE']);
    const png = await photo(50, 50).png().toBuffer();
    expect(refusal(await upload(png.subarray(0, 60)))).toEqual([422, 'PICTURE_UNREADABLE']);

    // 100 megapixels of one colour: a small file that would take 300 MB to decode
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: false });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(refusal(await upload(bomb))).toEqual([422, 'PICTURE_TOO_MANY_PIXELS']);

    const user = await as(t.app, device, { method: 'GET', url: '/api/common/user' });
    expect(user.json<User>().profilePic).toBeNull();
  });

  it('needs a file in a multipart form, and a signed-in session', async () => {
    const json = await as(t.app, device, {
      method: 'PUT',
      url: '/api/settings/profile-picture',
      payload: {},
    });
    expect(refusal(json)).toEqual([400, 'PICTURE_REQUIRED']);
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/profile-picture',
      ...form(await photo(10, 10).png().toBuffer(), 'me.png', 'image/png'),
    });
    expect(refusal(guest)).toEqual([401, 'SESSION_REQUIRED']);
    expect(
      refusal(await t.app.inject({ method: 'GET', url: '/api/media/profile-pictures/nope.webp' })),
    ).toEqual([404, 'NOT_FOUND']);
  });
});
