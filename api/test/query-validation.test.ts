import { SWEEP_STAFF } from './helpers/route-sweep';
import { testApi, type TestApi } from './helpers/test-api';

/**
 * Issue 23 item 8: a query value of the wrong kind was called missing (`?max=abc` answered 'max is required'): the
 * errors plugin looked for the value on `request.querystring`, which does not exist, instead of `request.query`.
 */

let api: TestApi;

beforeAll(async () => {
  api = await testApi({ staff: SWEEP_STAFF });
});
afterAll(async () => {
  await api.close();
});

const get = (url: string) => api.as('admin').get(url);

describe('a query value that is not what the route takes', () => {
  it.each(['/api/admin/order?max=abc', '/api/admin/class?max=abc', '/api/admin/lesson/day?date=2026-03-02&offset=abc'])(
    'is invalid, not required: %s',
    async (url) => {
      const response = await get(url);
      const field = url.includes('offset') ? 'offset' : 'max';
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: [{ code: 'BadRequest', type: 'invalid', message: `${field} must be a number`, field }],
      });
    },
  );

  it("keeps the schema's own words for a value out of range", async () => {
    const response = await get('/api/admin/order?max=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.objectContaining({ type: 'invalid', field: 'max' })]);
    expect(response.json().message[0].message).not.toMatch(/required/);
  });

  it('still calls a missing value required', async () => {
    const response = await get('/api/admin/order/users');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [{ code: 'BadRequest', type: 'required', message: 'q is required', field: 'q' }] });
  });
});
