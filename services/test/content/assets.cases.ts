import type { FastifyInstance } from 'fastify';
import { ASSET_MAX_BYTES, type ApiProblem, type PortalAsset } from 'shared-rules';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
const ADMIN = 'admin@lender.test';

beforeAll(async () => {
  database = await createTestDatabase('assets');
  app = await buildTestApp(database);
  for (const email of [ADMIN, 'lo@summit.test']) headers[email] = bearer(await login(app, email));
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const upload = (fileName: string, content: Uint8Array, contentType = 'application/octet-stream', email = ADMIN) => {
  const body = multipartBody([{ name: 'file', fileName, contentType, content }]);
  return app.inject({ method: 'POST', url: '/api/assets', headers: { ...headers[email], ...body.headers }, payload: body.payload });
};
const listed = async () => (await app.inject({ method: 'GET', url: '/api/assets', headers: headers[ADMIN] })).json<PortalAsset[]>();

describe('uploading assets', () => {
  it('accepts a PNG, typed by its content whatever its name and declared type', async () => {
    const response = await upload('logo.jpg', SAMPLE_FILES.png, 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const asset = response.json<PortalAsset>();
    expect(asset).toMatchObject({
      fileName: 'logo.png',
      contentType: 'image/png',
      size: SAMPLE_FILES.png.length,
      uploadedBy: 'Alex Morgan',
    });
    expect(asset.url).toBe(`/api/public/assets/${asset.id}`);
    expect((await listed())[0]).toEqual(asset);
  });

  it('serves it without sign-in, as an image that runs nothing and may be cached', async () => {
    const asset = (await upload('badge.png', SAMPLE_FILES.png)).json<PortalAsset>();
    const response = await app.inject({ method: 'GET', url: asset.url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect((await app.inject({ method: 'GET', url: '/api/public/assets/no-such-asset' })).statusCode).toBe(404);
  });

  it('refuses HTML named .png, and stores nothing', async () => {
    const before = (await listed()).length;
    const response = await upload('innocent.png', SAMPLE_FILES.html, 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json<ApiProblem>()).toMatchObject({ code: 'unsupported-file-type', fields: [{ field: 'body.file' }] });
    expect(response.json<ApiProblem>().detail).toMatch(/read from the file's content/);
    expect((await listed()).length).toBe(before);
  });

  it('accepts a plain SVG and refuses one with a script, saying why', async () => {
    const plain = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#123456"/></svg>';
    const accepted = await upload('mark.svg', Buffer.from(plain), 'image/svg+xml');
    expect(accepted.json<PortalAsset>()).toMatchObject({ contentType: 'image/svg+xml', fileName: 'mark.svg' });

    const hostile = plain.replace('</svg>', '<script>alert(document.cookie)</script></svg>');
    const refused = await upload('mark.svg', Buffer.from(hostile), 'image/svg+xml');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiProblem>()).toMatchObject({ code: 'unsafe-svg' });
    expect(refused.json<ApiProblem>().detail).toMatch(/^This SVG is refused because it contains a script element\./);
    const linked = await upload(
      'mark.svg',
      Buffer.from(plain.replace('<rect', '<a href="javascript:alert(1)"><rect').replace('/></svg>', '/></a></svg>')),
    );
    expect(linked.json<ApiProblem>().detail).toMatch(/javascript: URL/);
  });

  it('refuses a file over the size limit with 413', async () => {
    const oversize = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(ASSET_MAX_BYTES)]);
    const response = await upload('huge.png', oversize, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiProblem>()).toMatchObject({
      code: 'file-too-large',
      detail: 'The file is larger than 5 MB. Upload a file of at most 5 MB.',
    });
  });

  it('refuses a form without the file part, or with another part', async () => {
    const noFile = multipartBody([{ name: 'title', value: 'Logo' }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: { ...headers[ADMIN], ...noFile.headers },
      payload: noFile.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiProblem>().fields?.[0]?.field).toMatch(/^body\./);
  });

  it('is for administrators only, and deletes', async () => {
    expect((await upload('logo.png', SAMPLE_FILES.png, 'image/png', 'lo@summit.test')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/assets', headers: headers['lo@summit.test'] })).statusCode).toBe(404);
    const asset = (await upload('old.png', SAMPLE_FILES.png)).json<PortalAsset>();
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers: headers['lo@summit.test'] })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers: headers[ADMIN] })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: asset.url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/assets/${asset.id}`, headers: headers[ADMIN] })).statusCode).toBe(404);
  });

  it('holds the demo logos the branding uses', async () => {
    const urls = (await listed()).map((asset) => asset.url);
    const branding = (await app.inject({ method: 'GET', url: '/api/public/branding' })).json<{
      logo: { lightMode: string; darkMode: string };
    }>();
    expect(urls).toEqual(expect.arrayContaining([branding.logo.lightMode, branding.logo.darkMode]));
  });
});
