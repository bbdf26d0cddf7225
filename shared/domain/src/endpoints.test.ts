import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_ENDPOINTS } from './auth-endpoints';
import { ENDPOINTS, endpointPath } from './endpoints';

describe('endpoints', () => {
  it("fills a path's parameters, URL-encoded", () => {
    expect(endpointPath(ENDPOINTS.orderCancel, { id: 'a/b c' })).toBe('/admin/order/a%2Fb%20c/cancel');
    expect(endpointPath(ENDPOINTS.pollUpdate, { id: 'l1', pollId: 'p?1' })).toBe('/admin/lesson/l1/poll/p%3F1');
    expect(endpointPath(ENDPOINTS.orderList)).toBe('/admin/order');
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => endpointPath(ENDPOINTS.lessonGet, {} as { id: string })).toThrow('Missing path parameter id');
  });

  it('the sign-in endpoints import nothing, and the table imports only them: no zod on the sign-in page', () => {
    const auth = readFileSync(path.join(__dirname, 'auth-endpoints.ts'), 'utf8');
    expect(auth).not.toMatch(/^\s*(import|export)\b[^;]*\bfrom\s/m);
    expect(auth).not.toMatch(/\brequire\(|\bimport\(/);
    const table = readFileSync(path.join(__dirname, 'endpoints.ts'), 'utf8');
    const sources = [...table.matchAll(/^\s*(?:import|export)\b[^;]*\bfrom\s+'([^']+)'/gm)].map((match) => match[1]);
    expect(new Set(sources)).toEqual(new Set(['./auth-endpoints']));
    expect(table).not.toMatch(/\brequire\(|\bimport\(/);
  });

  it('holds the sign-in endpoints as they are', () => {
    for (const [name, endpoint] of Object.entries(AUTH_ENDPOINTS)) expect(ENDPOINTS[name as keyof typeof AUTH_ENDPOINTS]).toBe(endpoint);
  });
});
