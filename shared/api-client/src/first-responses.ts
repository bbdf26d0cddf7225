import { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/**
 * A screen's first GETs, sent by the shell's first script with the stored token before any library has loaded (issue
 * 20: on a cold load the list's request went out only once React, axios and the remote's preload had run, some 400 ms
 * after the code had arrived). The shell writes this (shell/src/first-requests.ts); the client's adapter takes each
 * answer once, for the same GET with the same token, instead of asking again.
 */
export type FirstResponses = {
  /** The Authorization header they were sent with. */
  authorization: string;
  /** By URL as the client builds it: base URL, path and query (`/api/admin/order`). */
  responses: Map<string, Promise<Response>>;
};

declare global {
  interface Window {
    /** Set by the shell's first script (shell/src/first-requests.ts) on a signed-in load; read here. */
    backofficeFirstResponses?: FirstResponses;
  }
}

/**
 * The answer the shell's first script already asked for, for a GET of `url` sent with `authorization`; each is given
 * out once. Undefined when there is none: another URL, another token (a sign-in since), or it was taken.
 */
export function takeFirstResponse(url: string, authorization: string | undefined): Promise<Response> | undefined {
  const first = typeof window === 'undefined' ? undefined : window.backofficeFirstResponses;
  if (!first || authorization === undefined || first.authorization !== authorization) return undefined;
  const response = first.responses.get(url);
  first.responses.delete(url);
  return response;
}

/**
 * Wraps the client's network adapter: a GET the shell's first script has already sent is answered from that request.
 * Only a successful answer is used; a failure (a refused token, a server error, no network) sends the GET again, so
 * every error reaches the app through the one path that reports it (session expiry, the spec's messages).
 */
export function withFirstResponses(network: AxiosAdapter, urlOf: (config: InternalAxiosRequestConfig) => string): AxiosAdapter {
  return async (config) => {
    if (config.method?.toLowerCase() === 'get') {
      const authorization = AxiosHeaders.from(config.headers).get('Authorization');
      const first = takeFirstResponse(urlOf(config), typeof authorization === 'string' ? authorization : undefined);
      const answered = first ? await first.then(readSuccess).catch(() => undefined) : undefined;
      if (answered) return asAxiosResponse(answered.response, answered.body, config);
    }
    return network(config);
  };
}

async function readSuccess(response: Response): Promise<{ response: Response; body: string } | undefined> {
  return response.ok ? { response, body: await response.text() } : undefined;
}

/** As axios's own adapters answer: the body as text, which axios's response transform parses as JSON. */
function asAxiosResponse(response: Response, body: string, config: InternalAxiosRequestConfig): AxiosResponse<string> {
  const headers = new AxiosHeaders();
  response.headers.forEach((value, name) => headers.set(name, value));
  return { data: body, status: response.status, statusText: response.statusText, headers, config, request: null };
}
