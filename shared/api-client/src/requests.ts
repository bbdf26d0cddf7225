import { AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { apiClient } from './client';
import { IDEMPOTENCY_HEADER } from '@backoffice/domain/auth-endpoints';
import { forgetIdempotencyKey, idempotencyKeyFor, submissionOf } from './idempotency';
import { invalidResponseError } from './errors';

/** Anything with zod's `parse`: the domain's schemas fit without this package depending on zod. */
export type Parser<T> = { parse(input: unknown): T };

/** The value a parser produces: `Parsed<typeof meSchema>` is `Me`. */
export type Parsed<P extends Parser<unknown>> = ReturnType<P['parse']>;

export type RequestConfig<T> = Omit<AxiosRequestConfig, 'url' | 'method' | 'data'> & {
  /** Checks the envelope's `data` (for lists: each item). Without it the body is trusted as `T`. */
  schema?: Parser<T>;
  /**
   * The endpoint is marked idempotent in the table (a create, a send): the call carries an Idempotency-Key, the same
   * for the same values until they succeed (./idempotency), so a repeat never writes twice.
   */
  idempotent?: boolean;
};

export type ListResult<T> = { data: T[]; count: number };

type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse<T>(schema: Parser<T> | undefined, value: unknown, status: number): T {
  if (!schema) return value as T;
  try {
    return schema.parse(value);
  } catch (error) {
    throw invalidResponseError(status, error);
  }
}

function readItem<T>(response: AxiosResponse<unknown>, schema: Parser<T> | undefined): T {
  const body = response.data;
  if (!isRecord(body) || !('data' in body)) throw invalidResponseError(response.status);
  return parse(schema, body.data, response.status);
}

function readList<T>(response: AxiosResponse<unknown>, schema: Parser<T> | undefined): ListResult<T> {
  const body = response.data;
  if (!isRecord(body) || !Array.isArray(body.data)) throw invalidResponseError(response.status);
  const data = body.data.map((item: unknown) => parse(schema, item, response.status));
  // Lists answer `{ data, count }`; a list without a total is taken as complete rather than refused.
  const count = typeof body.count === 'number' ? body.count : data.length;
  return { data, count };
}

function axiosConfig<T>(config: RequestConfig<T> | undefined): AxiosRequestConfig {
  if (!config) return {};
  const { schema: _schema, idempotent: _idempotent, ...rest } = config;
  return rest;
}

/** A POST, with its submission's Idempotency-Key when the endpoint takes one; the key is dropped once it succeeded. */
async function post(url: string, body: unknown, config: RequestConfig<unknown> | undefined): Promise<AxiosResponse<unknown>> {
  if (!config?.idempotent) return apiClient.post<unknown>(url, body, axiosConfig(config));
  const submission = submissionOf('POST', url, body);
  const headers = AxiosHeaders.from(config.headers as AxiosHeaders | undefined);
  headers.set(IDEMPOTENCY_HEADER, idempotencyKeyFor(submission));
  const response = await apiClient.post<unknown>(url, body, { ...axiosConfig(config), headers });
  forgetIdempotencyKey(submission);
  return response;
}

/** GET a single item: `{ data }` → `data`. */
export async function getItem<T>(url: string, config?: RequestConfig<T>): Promise<T> {
  return readItem(await apiClient.get<unknown>(url, axiosConfig(config)), config?.schema);
}

/** GET a list: `{ data, count }` as is, items checked when a schema is given. */
export async function getList<T>(url: string, params?: QueryParams, config?: RequestConfig<T>): Promise<ListResult<T>> {
  const response = await apiClient.get<unknown>(url, { ...axiosConfig(config), params: { ...config?.params, ...params } });
  return readList(response, config?.schema);
}

/** A GET started now, read later: as getList or getItem would read its answer. */
export type StartedGet = {
  list<T>(config?: Pick<RequestConfig<T>, 'schema'>): Promise<ListResult<T>>;
  item<T>(config?: Pick<RequestConfig<T>, 'schema'>): Promise<T>;
};

/**
 * Starts GET `url` now and reads its answer later, when the code that checks it (a schema, the query cache) has loaded
 * (issue 20: a screen's first request goes out before the app's libraries arrive). Nothing is reported until it is
 * read, and then as getList or getItem would report it.
 */
export function startGet(url: string, params?: QueryParams): StartedGet {
  const response = apiClient.get<unknown>(url, params ? { params } : {});
  // Read later, maybe never (the screen was left): a failure is not unhandled meanwhile.
  response.catch(() => undefined);
  return {
    list: async (config) => readList(await response, config?.schema),
    item: async (config) => readItem(await response, config?.schema),
  };
}

export async function postItem<T>(url: string, body?: unknown, config?: RequestConfig<T>): Promise<T> {
  return readItem(await post(url, body, config), config?.schema);
}

/** POST that answers a list (reports that take their filter as a body). */
export async function postList<T>(url: string, body?: unknown, config?: RequestConfig<T>): Promise<ListResult<T>> {
  return readList(await apiClient.post<unknown>(url, body, axiosConfig(config)), config?.schema);
}

export async function patchItem<T>(url: string, body?: unknown, config?: RequestConfig<T>): Promise<T> {
  return readItem(await apiClient.patch<unknown>(url, body, axiosConfig(config)), config?.schema);
}

export async function putItem<T>(url: string, body?: unknown, config?: RequestConfig<T>): Promise<T> {
  return readItem(await apiClient.put<unknown>(url, body, axiosConfig(config)), config?.schema);
}

/** DELETE: the envelope's `data` when there is one; an empty answer (204) gives `undefined`. */
export async function deleteItem<T = void>(url: string, config?: RequestConfig<T>): Promise<T> {
  const response = await apiClient.delete<unknown>(url, axiosConfig(config));
  if (!config?.schema && (response.data === '' || response.data === undefined || response.data === null)) {
    return undefined as T;
  }
  return readItem(response, config?.schema);
}
