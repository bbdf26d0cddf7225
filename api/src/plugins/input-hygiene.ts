import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { badRequest } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads its input as it comes, characters that cannot be stored included: the built site's files,
     * where a path holding one is a file that does not exist (404), not a refused input.
     */
    rawInput?: true;
  }
}

// The control characters but tab, line feed and carriage return (NUL among them), and a UTF-16 surrogate without its
// other half (JSON's "\ud800" can make one; no keyboard can).
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const NOT_ALLOWED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Characters no text of ours may hold are refused before any route sees them (issue 23): PostgreSQL refuses NUL in
 * text and in jsonb, and a lone surrogate cannot be written as UTF-8, so both reached the database and came back as a
 * 500. The other control characters are no text anybody types, and JSON sends each as six bytes (`\u0001`): refused,
 * they keep the stated maximum lengths a bound on the size of every answer (a list page under 100 KB). One check here, over every string and key of the body, the query string and the path's parameters of every
 * route (sign-in included), answers 400 naming the first field that holds one.
 */
export const inputHygienePlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.rawInput) return;
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = fieldWithForbiddenCharacter(value);
      if (field !== undefined) throw badRequest(SERVER_MESSAGES.characterNotAllowed(field || part), field || undefined);
    }
  });
});

/**
 * The dotted path of the first string (or key) holding a character that is not allowed: '' for the value itself,
 * undefined when there is none. Walked without recursion and without copying paths, so that a deeply nested body
 * costs no more than its size and cannot exhaust the stack.
 */
export function fieldWithForbiddenCharacter(root: unknown): string | undefined {
  type Node = { value: unknown; key: string; parent: Node | undefined };
  const pending: Node[] = [{ value: root, key: '', parent: undefined }];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (NOT_ALLOWED.test(value)) return pathOf(node);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    // A key that holds one (jsonb refuses it too) is named by where it sits, the character shown as '?'.
    const badKey = entries.find(([key]) => NOT_ALLOWED.test(key));
    if (badKey) return pathOf({ value: undefined, key: badKey[0].replace(new RegExp(NOT_ALLOWED.source, 'g'), '?'), parent: node });
    // Reversed onto the stack, so that the first field in the document is the one reported.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      pending.push({ value: item, key, parent: node });
    }
  }
  return undefined;

  function pathOf(node: Node): string {
    const keys: string[] = [];
    for (let at: Node | undefined = node; at?.parent !== undefined; at = at.parent) keys.push(at.key);
    keys.reverse();
    // A path hundreds of levels deep says nothing more than its beginning.
    return keys.length > MAX_PATH_DEPTH ? `${keys.slice(0, MAX_PATH_DEPTH).join('.')}…` : keys.join('.');
  }
}

const MAX_PATH_DEPTH = 20;
