import fc from 'fast-check';
import type { JsonSchema } from './route-sweep';
import { SOME_ID } from './route-sweep';

/**
 * Requests made up from a route's OpenAPI operation (itself generated from the route's zod schemas), mostly shaped like
 * what the route expects so they get past the first check, with hostile values mixed in at every level: wrong types,
 * missing and extra fields, huge strings and arrays, unicode, NUL and lone surrogates, NaN and negative numbers, regex
 * and SQL metacharacters, `__proto__` keys, absent and malformed bodies (issue 17).
 */

/**
 * What the fuzzer knows of the database, so that many requests name real rows and carry values the rules accept
 * (a class's level, a lesson's subject) and reach the routes' depths: ids by the kind of record, the texts stored in
 * each column by its name (the API's field names are mostly its columns'), emails and passwords that sign in.
 */
export type FuzzContext = {
  ids: string[];
  idsByKind: Record<IdKind, string[]>;
  textsByName: Record<string, string[]>;
  emails: string[];
  passwords: string[];
};

export type IdKind = 'users' | 'classes' | 'lessons' | 'lesson_polls' | 'orders' | 'consultations' | 'news' | 'feedback';

/** The kind of record a field or path parameter names, from its name (or, for a path's `:id`, the segment before). */
export function idKindOf(name: string | undefined): IdKind | undefined {
  if (!name) return undefined;
  if (/poll/i.test(name)) return 'lesson_polls';
  if (/class/i.test(name)) return 'classes';
  if (/lesson/i.test(name)) return 'lessons';
  if (/order/i.test(name)) return 'orders';
  if (/consult/i.test(name)) return 'consultations';
  if (/news/i.test(name)) return 'news';
  if (/feedback/i.test(name)) return 'feedback';
  if (/student|user|agent|tutor|^tas?$|teacher|parent|staff|renewaldate|created_by/i.test(name)) return 'users';
  return undefined;
}

function idArbitrary(context: FuzzContext, name: string | undefined): fc.Arbitrary<string> {
  const kind = idKindOf(name);
  const real = kind && context.idsByKind[kind].length > 0 ? context.idsByKind[kind] : context.ids;
  return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...real, SOME_ID) }, { weight: 1, arbitrary: fc.constantFrom(...context.ids, SOME_ID) });
}

export type OpenApiParameter = { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema?: JsonSchema };
export type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
};

type JsonSchemaFull = JsonSchema & {
  required?: string[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/**
 * A long run of one text, shown by its recipe in fast-check's reports (a counterexample of 100,000 characters would
 * bury the report) and sent whole (JSON.stringify calls toJSON; a query string calls toString).
 */
export class Repeated {
  constructor(
    readonly unit: unknown,
    readonly count: number,
  ) {}
  toJSON(): unknown {
    return typeof this.unit === 'string' ? this.unit.repeat(this.count) : Array.from({ length: this.count }, () => this.unit);
  }
  toString(): string {
    return typeof this.unit === 'string' ? this.unit.repeat(this.count) : JSON.stringify(this.toJSON());
  }
  [fc.toStringMethod](): string {
    return typeof this.unit === 'string'
      ? `${JSON.stringify(this.unit)}.repeat(${this.count})`
      : `Array(${this.count}).fill(${fc.stringify(this.unit)})`;
  }
}

/** A key that is left out of the object it was generated for. */
const MISSING = Symbol('missing');

// Texts that have broken servers: SQL and LIKE metacharacters, regular expressions, templates, paths, markup,
// numbers as text, controls and characters outside the Basic Multilingual Plane, NUL and lone surrogates (issue 23).
const NASTY_TEXTS = [
  "'",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '%_\\',
  '.*',
  '(a+)+$',
  '[',
  '(?<',
  '$where',
  '{"$gt":""}',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%2e%2e%2f',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u0001\u001f',
  '\u202e\u200b\ufeff',
  '😀👩‍👩‍👧',
  'กิจกรรม',
  'Ω≈ç√',
  '\r\n\t',
  ' ',
  '',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '-1e309',
  '9007199254740993',
  '0x1F',
  '1.5',
  ' 7 ',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '2026-13-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
] as const;

const hugeText = fc
  .tuple(fc.constantFrom('a', 'ก', '😀', "'", '%', '\\', ' '), fc.constantFrom(201, 256, 1001, 2001, 10_000, 100_000))
  .map(([unit, count]) => new Repeated(unit, count));

export const hostileText: fc.Arbitrary<string | Repeated> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeText },
);

const hostileNumber = fc.constantFrom(-1, 0, -0, 0.5, -2_147_483_649, 2_147_483_648, 1e21, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2);

// `__proto__` and `constructor` as the objects' own keys, as JSON.parse makes them: a merge that copies keys into a
// plain object would pollute every object of the process (the fuzz test checks after each request).
const prototypeKeys = fc.constant(
  JSON.parse('{"__proto__":{"polluted":"yes","isAdmin":true,"type":"SuperAdmin"},"constructor":{"prototype":{"polluted":"yes"}}}') as unknown,
);

const hugeArray = fc
  .tuple(fc.constantFrom<unknown>(1, 'a', null, {}, SOME_ID), fc.constantFrom(101, 1001, 20_000))
  .map(([unit, count]) => new Repeated(unit, count));

/** Any value of the wrong kind for wherever it lands. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [null], [[]], { '': '' }) },
  { weight: 1, arbitrary: prototypeKeys },
  { weight: 1, arbitrary: hugeArray },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4, withNullPrototype: true }) },
);

// Fastify refuses a JSON body with `__proto__` or `constructor.prototype` outright: they are sent now and then, the
// other extra keys more often, so that most requests with extra fields reach the route.
const extraKey = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
  { weight: 4, arbitrary: fc.constantFrom('_id', 'id', 'created', 'created_by', 'is_active', 'type', 'role', 'capabilities', '') },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
);

function variantsOf(schema: JsonSchemaFull): JsonSchemaFull[] | undefined {
  return (schema.anyOf ?? schema.oneOf) as JsonSchemaFull[] | undefined;
}

function typeOf(schema: JsonSchemaFull): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dates = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2028-12-31T23:59:59Z'), noInvalidDate: true });

/** A value the schema accepts, or near enough (a pattern that fast-check cannot read gives plain text). */
export function validArbitrary(input: JsonSchema | undefined, context: FuzzContext, name?: string): fc.Arbitrary<unknown> {
  const schema = (input ?? {}) as JsonSchemaFull;
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = variantsOf(schema);
  if (variants) {
    const choices = variants.map((variant) => validArbitrary(variant, context, name));
    return schema.nullable ? fc.oneof(...choices, fc.constant(null)) : fc.oneof(...choices);
  }
  if (schema.allOf) {
    return fc
      .tuple(...(schema.allOf as JsonSchemaFull[]).map((part) => validArbitrary(part, context, name)))
      .map((parts) => Object.assign({}, ...parts.filter((part) => part && typeof part === 'object')) as unknown);
  }
  const plain = plainArbitrary(schema, context, name);
  return schema.nullable ? fc.option(plain, { nil: null, freq: 5 }) : plain;
}

function plainArbitrary(schema: JsonSchemaFull, context: FuzzContext, name: string | undefined): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'object':
      return objectArbitrary(schema, context, (property, key) => validArbitrary(property, context, key), false);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(validArbitrary(schema.items, context, name), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1_000_000), max: Math.min(schema.maximum ?? 1000, 1_000_000) });
    case 'number':
      return fc.double({ min: Math.max(schema.minimum ?? -1000, -1e6), max: Math.min(schema.maximum ?? 1000, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringArbitrary(schema, context, name);
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer());
  }
}

function stringArbitrary(schema: JsonSchemaFull, context: FuzzContext, name: string | undefined): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.oneof({ weight: 4, arbitrary: idArbitrary(context, name) }, { weight: 1, arbitrary: fc.uuid() });
    case 'date':
      return dates.map(isoDay);
    case 'date-time':
      return dates.map((date) => date.toISOString());
    case 'email':
      return fc.oneof(fc.constantFrom(...context.emails), fc.emailAddress());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const stored = (name && context.textsByName[name]) || (name && /email/i.test(name) ? context.emails : undefined);
  const fitting = stored?.filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  if (fitting && fitting.length > 0) {
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fitting) }, { weight: 1, arbitrary: stringArbitrary(schema, context, undefined) });
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
    } catch {
      // fast-check reads most patterns; any other gets plain text below.
    }
  }
  return fc.oneof(
    { weight: 2, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.constantFrom(...context.emails, ...context.passwords, 'Some text') },
  );
}

/** An object of the schema's properties, each from `valueOf`; required ones always there unless `mayDrop`. */
function objectArbitrary(
  schema: JsonSchemaFull,
  context: FuzzContext,
  valueOf: (property: JsonSchema, key: string) => fc.Arbitrary<unknown>,
  mayDrop: boolean,
): fc.Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {});
  const properties = entries.map(([key, property]) => {
    const value = valueOf(property, key);
    const dropped = !required.has(key) ? 2 : mayDrop ? 8 : 0;
    return fc.tuple(fc.constant(key), dropped ? fc.option(value, { nil: MISSING, freq: dropped }) : value);
  });
  return fc.tuple(...properties).map((pairs) => buildObject(pairs));
}

/** An object from key-value pairs, MISSING left out, every key its own property (`__proto__` included). */
function buildObject(pairs: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    if (value === MISSING) continue;
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/**
 * A value shaped like the schema with hostile parts: each value may be of the wrong kind, an object's fields may be
 * missing or joined by others, an array may be empty or longer than allowed.
 */
export function fuzzArbitrary(input: JsonSchema | undefined, context: FuzzContext, depth = 0, name?: string): fc.Arbitrary<unknown> {
  const schema = (input ?? {}) as JsonSchemaFull;
  const type = typeOf(schema);
  const shaped: fc.Arbitrary<unknown> =
    type === 'object' && schema.properties && depth < 4
      ? fc
          .tuple(
            objectArbitrary(schema, context, (property, key) => fuzzArbitrary(property, context, depth + 1, key), true),
            fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 2 }),
          )
          .map(([object, extras]) => buildObject([...Object.entries(object as object), ...extras]))
      : type === 'array' && depth < 4
        ? fc.oneof(
            fc.array(fuzzArbitrary(schema.items, context, depth + 1, name), { maxLength: 4 }),
            fc.array(validArbitrary(schema.items, context, name), {
              minLength: (schema.maxItems ?? 50) + 1,
              maxLength: (schema.maxItems ?? 50) + 3,
            }),
          )
        : validArbitrary(schema, context, name);
  return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

/** How a body travels: JSON of a value, none at all, or text that is not what the content type says. */
export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'none' }
  | { kind: 'raw'; contentType: string | undefined; text: string | Repeated };

const RAW_BODIES: Array<{ contentType: string | undefined; text: string | Repeated }> = [
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: '{"max": NaN, "offset": -Infinity}' },
  { contentType: 'application/json', text: '{"a":' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '"text"' },
  { contentType: 'application/json', text: '1e999' },
  { contentType: 'application/json', text: '{"a":1,"a":2}' },
  { contentType: 'application/json', text: '{"__proto__":{"polluted":"yes"}}' },
  { contentType: 'application/json', text: '{"constructor":{"prototype":{"polluted":"yes"}}}' },
  { contentType: 'application/json', text: new Repeated('[', 5000) },
  { contentType: 'application/json', text: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}` },
  { contentType: 'application/json', text: '\ufeff{}' },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'application/json', text: '{"a":"\\ud800"}' },
  { contentType: 'application/json', text: '{"a":"\\u0000"}' },
  { contentType: 'text/plain', text: '{}' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&__proto__[polluted]=yes' },
  { contentType: 'multipart/form-data; boundary=x', text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { contentType: 'application/xml', text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>' },
  { contentType: undefined, text: '{}' },
];

/** A body for a route: from its schema mostly, sometimes none or text the route did not ask for. */
export function bodyArbitrary(schema: JsonSchema | undefined, context: FuzzContext): fc.Arbitrary<FuzzBody> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((each): FuzzBody => ({ kind: 'json', value: each }));
  return fc.oneof(
    { weight: schema ? 4 : 0, arbitrary: json(validArbitrary(schema, context)) },
    { weight: schema ? 10 : 0, arbitrary: json(fuzzArbitrary(schema, context)) },
    { weight: 1, arbitrary: json(hostileValue) },
    { weight: schema ? 1 : 4, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): FuzzBody => ({ kind: 'raw', ...raw })) },
  );
}

/** A query parameter's value as text: its schema's mostly, or hostile text, or left out, or given twice. */
function queryValueArbitrary(parameter: OpenApiParameter, context: FuzzContext): fc.Arbitrary<Array<string | Repeated> | typeof MISSING> {
  const valid = validArbitrary(parameter.schema, context, parameter.name).map((value) => [Array.isArray(value) ? String(value[0] ?? '') : String(value)]);
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: hostileText.map((text) => [text]) },
    { weight: parameter.required ? 1 : 3, arbitrary: fc.constant(MISSING) },
    { weight: 1, arbitrary: fc.tuple(valid, hostileText).map(([[first], second]) => [first!, second]) },
  );
}

export type FuzzQuery = Array<[string, string | Repeated]>;

/** A query string for an operation: its parameters, each maybe hostile, missing or repeated, and maybe some others. */
export function queryArbitrary(operation: OpenApiOperation | undefined, context: FuzzContext): fc.Arbitrary<FuzzQuery> {
  const parameters = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  return fc
    .tuple(
      fc.tuple(...parameters.map((parameter) => fc.tuple(fc.constant(parameter.name), queryValueArbitrary(parameter, context)))),
      fc.array(fc.tuple(extraKey, hostileText), { maxLength: 2 }),
    )
    .map(([pairs, extras]) => [
      ...pairs.flatMap(([name, values]) => (values === MISSING ? [] : values.map((value): [string, string | Repeated] => [name, value]))),
      ...extras,
    ]);
}

/** A value for a path parameter: a real id of the kind its name says mostly, or hostile text. */
export function pathValueArbitrary(context: FuzzContext, name: string | undefined): fc.Arbitrary<string | Repeated> {
  return fc.oneof(
    { weight: 6, arbitrary: idArbitrary(context, name) },
    { weight: 2, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

/**
 * Percent-encodes text for a URL as a browser would, except a lone surrogate, which encodeURIComponent refuses: its
 * code unit is written as the three bytes it would have (invalid UTF-8, what an attacker's client sends).
 */
export function encodeForUrl(value: string | Repeated): string {
  const text = String(value);
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(text[index]!);
    }
  }
  return encoded;
}

/** The query string of a FuzzQuery, with its `?` (empty for none). */
export function queryString(query: FuzzQuery): string {
  if (query.length === 0) return '';
  return `?${query.map(([key, value]) => `${encodeForUrl(key)}=${encodeForUrl(value)}`).join('&')}`;
}

/** One change to a request that works: a value replaced by a hostile one, a field dropped, or a field added. */
type Mutation = { at: number; kind: 'replace' | 'drop' | 'add'; value: unknown; key: string };

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'replace', 'drop', 'add'),
  value: hostileValue,
  key: extraKey,
});

/** Every place in a value, as key paths: each object's fields and each array's items, nested ones included. */
function placesOf(value: unknown, path: string[] = []): string[][] {
  // A Repeated is one value (its text or array is made when sent), not an object with fields.
  if (value === null || typeof value !== 'object' || value instanceof Repeated) return [];
  return Object.keys(value).flatMap((key) => [[...path, key], ...placesOf((value as Record<string, unknown>)[key], [...path, key])]);
}

/**
 * A copy of a generated value to put into another: the hostile values include shared constants (`{}`, `[]`, the
 * `__proto__` object), and a later mutation adding a field inside one would change it for every run after, or make it
 * contain itself. A Repeated is never changed in place.
 */
function copyOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Repeated) return value;
  if (Array.isArray(value)) return value.map(copyOf);
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    Object.defineProperty(copy, key, { value: copyOf((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/** A copy of `value` with the mutations applied, each at a place picked by its `at`. */
export function mutated(value: unknown, mutations: readonly Mutation[]): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const { value: inserted, ...mutation } of mutations) {
    const value = copyOf(inserted);
    const places = [[], ...placesOf(copy)];
    const place = places[mutation.at % places.length]!;
    if (place.length === 0) {
      if (mutation.kind === 'add' && copy && typeof copy === 'object') {
        Object.defineProperty(copy, mutation.key, { value, enumerable: true, writable: true, configurable: true });
      }
      continue;
    }
    const parent = place.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
    const key = place.at(-1)!;
    if (mutation.kind === 'replace') parent[key] = value;
    else if (mutation.kind === 'drop') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (parent[key] && typeof parent[key] === 'object' && !Array.isArray(parent[key]) && !(parent[key] instanceof Repeated)) {
      Object.defineProperty(parent[key], mutation.key, { value, enumerable: true, writable: true, configurable: true });
    } else parent[key] = value;
  }
  return copy;
}

/** A body from a request that works, as it is or with a change or two (helpers/fuzz-seeds.ts). */
export function seededBodyArbitrary(body: unknown): fc.Arbitrary<FuzzBody> {
  if (body === undefined) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
      { weight: 1, arbitrary: hostileValue.map((value): FuzzBody => ({ kind: 'json', value })) },
    );
  }
  return fc
    .array(mutationArbitrary, { maxLength: 2 })
    .map((mutations): FuzzBody => ({ kind: 'json', value: mutations.length === 0 ? body : mutated(body, mutations) }));
}
