import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';

type Issue = { path: ReadonlyArray<PropertyKey>; message: string; code?: string };

/** Sets `value` at a dotted path of a nested object (react-hook-form's errors are nested like the form's values). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

function hasPath(target: Record<string, unknown>, path: string): boolean {
  let node: unknown = target;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * A resolver's errors from the form's own checks (form path → message) and the contract schema's issues (payload path,
 * placed on the form by `fieldFor`); the first message of a field wins.
 */
export function errorsOf<V extends FieldValues>(
  checks: ReadonlyArray<readonly [string, string]>,
  issues: readonly Issue[],
  fieldFor: (payloadPath: string) => string | null,
): FieldErrors<V> {
  const errors: Record<string, unknown> = {};
  const add = (path: string, error: FieldError) => {
    if (!hasPath(errors, path)) setPath(errors, path, error);
  };
  for (const [path, message] of checks) add(path, { type: 'validate', message });
  for (const issue of issues) {
    const field = fieldFor(issue.path.map(String).join('.'));
    if (field) add(field, { type: issue.code ?? 'schema', message: issue.message });
  }
  return errors as FieldErrors<V>;
}
