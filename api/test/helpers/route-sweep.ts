import type { FastifyInstance } from 'fastify';
import { CAPABILITIES } from '@backoffice/domain/capabilities';
import { testApi, type StaffSpec, type TestApi } from './test-api';

/**
 * What route sweeps need to call every route: concrete URLs for route patterns, and bodies shaped like each route's
 * own schema, read from the OpenAPI document the API generates from its zod schemas.
 */

export const SOME_ID = '00000000-0000-4000-8000-00000000abcd';

/** The staff of a sweep: `admin`, a SuperAdmin with every capability, whom no route refuses for access. */
export const SWEEP_STAFF = { admin: { type: 'SuperAdmin', capabilities: [...CAPABILITIES] } } satisfies Record<string, StaffSpec>;

/** The app a sweep calls every route of, with SWEEP_STAFF, and each route's OpenAPI operation. */
export async function sweepApi(): Promise<{ api: TestApi; operationOf: (method: string, url: string) => Operation | undefined }> {
  const api = await testApi({ staff: SWEEP_STAFF });
  return { api, operationOf: await operations(api.app) };
}

/** A concrete URL for a route pattern: parameters become a well-formed id that exists nowhere. */
export function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, SOME_ID).replace(/\*$/, 'x');
}

/** The names of a route pattern's path parameters. */
export function pathParameters(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
};

export type Operation = { requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> } };

/** The OpenAPI operation of a route (undefined for routes hidden from the documentation). */
export async function operations(app: FastifyInstance): Promise<(method: string, url: string) => Operation | undefined> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return (method, url) => document.paths[url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
}

/** A value the schema describes, every optional property included. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'text';
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sampleOf(variants.find((variant) => variant.type !== 'null') ?? variants[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleOf(property)]));
    case 'array':
      return [sampleOf(schema.items)];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'uuid') return SOME_ID;
      if (schema.format === 'date-time') return '2026-03-02T03:00:00.000Z';
      if (schema.format === 'date') return '2026-03-02';
      if (schema.format === 'email') return 'someone@example.com';
      return 'Some text';
    default:
      // A value of any kind (CSV rows are checked by the route itself).
      return 'Some text';
  }
}

/** The dotted paths of every string in a value. */
export function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
}

/** A copy of `value` with the string at `path` replaced. */
export function withStringAt(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [key, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key] = withStringAt(copy[key], rest, text);
  return copy;
}
