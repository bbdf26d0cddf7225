import type { ApiErrorEntry } from '@backoffice/domain/errors';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { codeForStatus } from '../errors';

/** A validation issue, as zod and fastify-type-provider-zod both describe one: where, zod's words, the type expected. */
export type ValidationIssue = { path: readonly PropertyKey[]; message: string | undefined; expected?: string | undefined };

export type IssueWording = {
  /** Put before each issue's path in the field's name (a CSV row's fields are `row.<column>`). */
  prefix?: string[];
  /** A null or empty value is missing too (a CSV cell left blank), not only an absent one. */
  blankIsMissing?: boolean;
  /** Say what a value of the wrong type must be ('lessons must be a number'); off keeps zod's own words. */
  namesTypes?: boolean;
};

/**
 * The error entries of validation issues, for a request's 400 (plugins/errors.ts) and a CSV row the batch import could
 * not read alike. zod's own wording ('Invalid input: expected string, received undefined') reads like a type error
 * whatever went wrong: say what is missing or what the value must be instead. A schema that words it itself (the spec's
 * 'Please enter a reason for canceling the allocation') keeps its words.
 */
export function issueEntries(issues: readonly ValidationIssue[], source: unknown, wording: IssueWording = {}): ApiErrorEntry[] {
  return issues.map((issue) => {
    const path = issue.path.map(String);
    const field = [...(wording.prefix ?? []), ...path].join('.');
    const entry: ApiErrorEntry = { code: codeForStatus(400), ...describe(issue, field, valueAt(source, path), wording) };
    if (field) entry.field = field;
    return entry;
  });
}

function describe(
  issue: ValidationIssue,
  field: string,
  value: unknown,
  wording: IssueWording,
): Pick<ApiErrorEntry, 'type' | 'message'> {
  const generic = !issue.message || issue.message.startsWith('Invalid input');
  const blank = value === null || value === '';
  const missing = value === undefined || (field === '' && value === null) || (wording.blankIsMissing === true && blank);
  if (missing) {
    // No body at all where the route needs one (a POST without content).
    if (field === '') return { type: 'required', message: generic ? SERVER_MESSAGES.bodyRequired : issue.message! };
    return { type: 'required', message: generic ? `${field} is required` : issue.message! };
  }
  const expected = wording.namesTypes !== false && issue.expected ? EXPECTED_WORDS[issue.expected] : undefined;
  if (generic && field && expected) return { type: 'invalid', message: `${field} must be ${expected}` };
  return { type: 'invalid', message: issue.message ?? 'Invalid value' };
}

const EXPECTED_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

function valueAt(source: unknown, path: string[]): unknown {
  let value = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
