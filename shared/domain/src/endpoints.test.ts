import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  it('imports nothing, so the sign-in page that reads it never pulls zod', () => {
    const source = readFileSync(path.join(__dirname, 'endpoints.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export)\b[^;]*\bfrom\s/m);
    expect(source).not.toMatch(/\brequire\(|\bimport\(/);
  });
});
