import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and documentation', () => {
  it('answers GET /api/health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('serves the OpenAPI document with the sign-in routes and the bearer scheme', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth', '/api/me', '/api/refreshToken', '/api/changePassword', '/api/logout', '/api/health']),
    );
    expect(document.paths['/api/auth'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    // The writes that take an Idempotency-Key say so; the others do not.
    const header = (operation: { parameters?: Array<{ name: string; in: string }> }) =>
      (operation.parameters ?? []).some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key');
    expect(header(document.paths['/api/admin/order'].post)).toBe(true);
    expect(header(document.paths['/api/admin/lesson/savelessonnotes/{id}'].post)).toBe(true);
    expect(header(document.paths['/api/admin/order/{id}'].patch)).toBe(false);
  });

  it('serves the documentation page', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const response = entry.statusCode === 302 ? await t.app.inject({ method: 'GET', url: entry.headers.location as string }) : entry;
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers', () => {
  it('sends a content security policy and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("frames only YouTube's privacy-enhanced host (the news editor's video preview), nothing wider", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const directives = String(response.headers['content-security-policy']).split(';');
    expect(directives.filter((directive) => directive.startsWith('frame-src'))).toEqual(['frame-src https://www.youtube-nocookie.com']);
  });
});

describe('error format (ARCHITECTURE §4)', () => {
  it('answers an unknown route with 404 in the error format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: [{ code: 'NotFound', type: 'not_found', message: 'Not found: GET /api/nowhere' }],
    });
  });

  /** A sign-in with a body of this type, as sent. */
  const rawSignIn = (contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': contentType }, payload });

  it('answers malformed JSON with 400 in the error format', async () => {
    const response = await rawSignIn('application/json', '{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.objectContaining({ code: 'BadRequest', type: 'invalid' })]);
  });

  it('answers an unsupported content type with 415 in the error format', async () => {
    const response = await rawSignIn('application/xml', '<auth/>');
    expect(response.statusCode).toBe(415);
    expect(response.json().message[0]).toMatchObject({ code: 'UnsupportedMediaType', type: 'invalid' });
  });

  it('answers a failure inside the server with 500 and no stack trace', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    await broken.app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: [{ code: 'InternalServerError', type: 'internal', message: 'Something went wrong on our side. Please try again.' }],
    });
    expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });
});
