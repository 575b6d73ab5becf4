import type { FastifyInstance } from 'fastify';
import {
  type ApiProblem,
  type EncompassUserCard,
  IMPERSONATION_TEXTS,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TEXTS,
  type Profile,
} from 'shared-rules';
import { adminActingAs } from '../impersonation/impersonation-helpers';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase, type TestSession } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase('profile-photo');
  app = await buildTestApp(database);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const PHOTO_URL = /^\/api\/profile-photos\/[A-Za-z0-9_-]{24}$/;

/** A 1×1 PNG (from the shared samples) and a JPEG whose frame header says it is 3 pixels wide. */
const PNG = SAMPLE_FILES.png;
const JPEG = Buffer.from([
  // Start of image, then a JFIF APP0 segment.
  ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
  // Baseline frame header: 8-bit, 2 rows, 3 columns, one component.
  ...[0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x02, 0x00, 0x03, 0x01, 0x01, 0x11, 0x00],
  // End of image.
  ...[0xff, 0xd9],
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>');

const upload = (pair: TestSession, fileName: string, content: Uint8Array, contentType = 'application/octet-stream') => {
  const body = multipartBody([{ name: 'file', fileName, contentType, content }]);
  return app.inject({
    method: 'PUT',
    url: '/api/account/profile-photo',
    headers: { ...bearer(pair), ...body.headers },
    payload: body.payload,
  });
};
const remove = (pair: TestSession) => app.inject({ method: 'DELETE', url: '/api/account/profile-photo', headers: bearer(pair) });
const profileOf = async (pair: TestSession) =>
  (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(pair) })).json<Profile>();
/** The photo as a browser's <img> fetches it: without a bearer token. */
const fetchPhoto = (url: string) => app.inject({ method: 'GET', url });

const storedPhotosOf = (userId: string) =>
  database.handle.db.selectFrom('profilePhotos').select(['contentType', 'byteSize', 'width']).where('userId', '=', userId).execute();
const auditOf = (userId: string) =>
  database.handle.db
    .selectFrom('auditLog')
    .select(['action', 'actorId', 'details'])
    .where('entityId', '=', userId)
    .where('action', 'like', 'profile-photo-%')
    .orderBy('id')
    .execute();

describe('uploading a profile photo', () => {
  it('stores a PNG, answers the profile with its URL, and serves it back byte for byte to an <img>', async () => {
    const pair = await login(app, 'lo@summit.test');
    // Read once first, so the profile is in the read cache when the photo changes.
    expect((await profileOf(pair)).profilePhoto).toBeNull();

    const response = await upload(pair, 'me.png', PNG, 'image/png');
    expect(response.statusCode).toBe(200);
    const profile = response.json<Profile>();
    expect(profile.profilePhoto?.url).toMatch(PHOTO_URL);
    expect((await profileOf(pair)).profilePhoto).toEqual(profile.profilePhoto);

    const served = await fetchPhoto(profile.profilePhoto?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(await storedPhotosOf(profile.id)).toEqual([{ contentType: 'image/png', byteSize: PNG.length, width: 1 }]);
  });

  it('takes the type from the content: a JPEG named .gif and declared as GIF is stored and served as a JPEG', async () => {
    const pair = await login(app, 'lp@summit.test');
    const response = await upload(pair, 'portrait.gif', JPEG, 'image/gif');
    expect(response.statusCode).toBe(200);
    const { id, profilePhoto } = response.json<Profile>();
    const served = await fetchPhoto(profilePhoto?.url ?? '');
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
    expect(await storedPhotosOf(id)).toEqual([{ contentType: 'image/jpeg', byteSize: JPEG.length, width: 3 }]);
  });

  it('shows the photo on the contact cards other users read', async () => {
    const pair = await login(app, 'both@summit.test');
    const { profilePhoto } = (await upload(pair, 'sam.png', PNG)).json<Profile>();
    const cards = await app.inject({
      method: 'POST',
      url: '/api/users/by-encompass-ids',
      headers: bearer(await login(app, 'lo@summit.test')),
      payload: { ids: ['enc-summit-sam'] },
    });
    expect(cards.json<EncompassUserCard[]>()).toEqual([expect.objectContaining({ encompassId: 'enc-summit-sam', profilePhoto })]);
  });

  it('replaces the earlier photo: its URL no longer opens, and the change is audited', async () => {
    const pair = await login(app, 'lo@harbor.test');
    const first = (await upload(pair, 'old.png', PNG)).json<Profile>();
    const second = (await upload(pair, 'new.jpg', JPEG)).json<Profile>();
    expect(second.profilePhoto?.url).toMatch(PHOTO_URL);
    expect(second.profilePhoto?.url).not.toBe(first.profilePhoto?.url);

    const old = await fetchPhoto(first.profilePhoto?.url ?? '');
    expect([old.statusCode, old.json<ApiProblem>().detail]).toEqual([404, PROFILE_PHOTO_TEXTS.notFound]);
    expect((await fetchPhoto(second.profilePhoto?.url ?? '')).rawPayload.equals(JPEG)).toBe(true);
    expect(await storedPhotosOf(first.id)).toHaveLength(1);

    const firstId = first.profilePhoto?.url.split('/').pop();
    const secondId = second.profilePhoto?.url.split('/').pop();
    expect(await auditOf(first.id)).toEqual([
      {
        action: 'profile-photo-changed',
        actorId: first.id,
        details: { photoId: firstId, replacedPhotoId: null, contentType: 'image/png', byteSize: PNG.length, width: 1 },
      },
      {
        action: 'profile-photo-changed',
        actorId: first.id,
        details: { photoId: secondId, replacedPhotoId: firstId, contentType: 'image/jpeg', byteSize: JPEG.length, width: 3 },
      },
    ]);
  });

  it('accepts a photo of exactly 2 MB', async () => {
    const pair = await login(app, 'lp@harbor.test');
    const largest = Buffer.alloc(PROFILE_PHOTO_MAX_BYTES);
    PNG.copy(largest);
    const response = await upload(pair, 'large.png', largest);
    expect(response.statusCode).toBe(200);
    expect((await fetchPhoto(response.json<Profile>().profilePhoto?.url ?? '')).rawPayload.length).toBe(PROFILE_PHOTO_MAX_BYTES);
  });
});

describe('refused uploads', () => {
  let pair: TestSession;
  let profile: Profile;

  beforeAll(async () => {
    pair = await login(app, 'lo@prairie.test');
    profile = (await upload(pair, 'kept.png', PNG)).json<Profile>();
  });

  /** Each refusal keeps the photo already saved. */
  afterEach(async () => {
    expect((await profileOf(pair)).profilePhoto).toEqual(profile.profilePhoto);
    expect((await fetchPhoto(profile.profilePhoto?.url ?? '')).statusCode).toBe(200);
  });

  const refusalOf = (response: { statusCode: number; json: <T>() => T }) => [response.statusCode, response.json<ApiProblem>().detail];

  it('refuses a text file named .png and declared as a PNG (415), naming the accepted types', async () => {
    const response = await upload(pair, 'photo.png', Buffer.from('just some text, not an image'), 'image/png');
    expect(refusalOf(response)).toEqual([415, PROFILE_PHOTO_TEXTS.unsupportedType]);
    expect(response.json<ApiProblem>()).toMatchObject({
      code: 'unsupported-file-type',
      fields: [{ field: 'body.file', message: PROFILE_PHOTO_TEXTS.unsupportedType }],
    });
    expect(PROFILE_PHOTO_TEXTS.unsupportedType).toContain('PNG, JPEG, WebP or GIF');
  });

  it('refuses an SVG (415) and an HTML page (415)', async () => {
    expect(refusalOf(await upload(pair, 'logo.svg', SVG, 'image/svg+xml'))).toEqual([415, PROFILE_PHOTO_TEXTS.unsupportedType]);
    expect(refusalOf(await upload(pair, 'me.png', SAMPLE_FILES.html, 'image/png'))).toEqual([415, PROFILE_PHOTO_TEXTS.unsupportedType]);
  });

  it('refuses a photo over 2 MB (413)', async () => {
    const tooLarge = Buffer.alloc(PROFILE_PHOTO_MAX_BYTES + 1);
    PNG.copy(tooLarge);
    const response = await upload(pair, 'huge.png', tooLarge, 'image/png');
    expect(refusalOf(response)).toEqual([413, PROFILE_PHOTO_TEXTS.tooLarge]);
    expect(response.json<ApiProblem>().code).toBe('file-too-large');
  });

  it('refuses an empty file, a form without the file, and a body that is not a form (400, 400, 415)', async () => {
    expect(refusalOf(await upload(pair, 'empty.png', Buffer.alloc(0)))).toEqual([400, PROFILE_PHOTO_TEXTS.empty]);
    const noFile = multipartBody([{ name: 'caption', value: 'me' }]);
    const fieldOnly = await app.inject({
      method: 'PUT',
      url: '/api/account/profile-photo',
      headers: { ...bearer(pair), ...noFile.headers },
      payload: noFile.payload,
    });
    expect(fieldOnly.statusCode).toBe(400);
    const json = await app.inject({ method: 'PUT', url: '/api/account/profile-photo', headers: bearer(pair), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a caller without a sign-in (401), though the photo itself opens without one', async () => {
    const body = multipartBody([{ name: 'file', fileName: 'me.png', content: PNG }]);
    const anonymous = await app.inject({ method: 'PUT', url: '/api/account/profile-photo', headers: body.headers, payload: body.payload });
    expect(anonymous.statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/account/profile-photo' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown photo id', async () => {
    const unknown = await fetchPhoto('/api/profile-photos/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect([unknown.statusCode, unknown.json<ApiProblem>().detail]).toEqual([404, PROFILE_PHOTO_TEXTS.notFound]);
  });
});

describe('removing the photo', () => {
  it('removes it (204): the profile shows none, its URL no longer opens, and the removal is audited once', async () => {
    const pair = await login(app, 'lp@prairie.test');
    const { id, profilePhoto } = (await upload(pair, 'me.png', PNG)).json<Profile>();
    const removed = await remove(pair);
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    expect((await profileOf(pair)).profilePhoto).toBeNull();
    expect((await fetchPhoto(profilePhoto?.url ?? '')).statusCode).toBe(404);
    expect(await storedPhotosOf(id)).toEqual([]);
    // Nothing left to remove: still 204, and nothing more in the audit log.
    expect((await remove(pair)).statusCode).toBe(204);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['profile-photo-changed', 'profile-photo-removed']);
  });
});

describe('while an administrator impersonates the user', () => {
  it('refuses uploading and removing the photo (403), keeping the one the user chose', async () => {
    const officer = await login(app, 'lo@summit.test');
    const before = await profileOf(officer);
    const { session } = await adminActingAs(app, before.id);
    for (const response of [await upload(session.tokens, 'other.png', PNG), await remove(session.tokens)]) {
      expect([response.statusCode, response.json<ApiProblem>().detail]).toEqual([403, IMPERSONATION_TEXTS.notWhileImpersonating]);
    }
    expect((await profileOf(officer)).profilePhoto).toEqual(before.profilePhoto);
  });
});
