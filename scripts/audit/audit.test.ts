import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The CI step's verdicts (scripts/audit/audit.mjs), on saved `pnpm audit --json` answers: a high or critical advisory
// fails it, lesser ones do not, and an advisory endpoint out of reach is said to be unchecked, never a clean audit.
const script = join(__dirname, 'audit.mjs');

function audit(fixture: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script, '--report', join(__dirname, 'fixtures', fixture)], {
    encoding: 'utf8',
    env: { ...process.env, AUDIT_REQUIRED: '', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the dependency audit step', () => {
  it('fails on a high advisory, naming it', () => {
    const { status, output } = audit('high.json');
    expect(status).toBe(1);
    expect(output).toContain('high: left-pad 1.0.0');
    expect(output).toContain('1 high or critical advisories');
  });

  it('fails on a critical advisory', () => {
    expect(audit('critical.json').status).toBe(1);
  });

  it('passes with moderate and low advisories only, listing them', () => {
    const { status, output } = audit('moderate.json');
    expect(status).toBe(0);
    expect(output).toContain('moderate: is-odd 0.1.0');
    expect(output).toContain('no high or critical advisory in production dependencies (0 critical, 0 high, 1 moderate, 1 low, 0 info)');
  });

  it('says NOT CHECKED when the advisory endpoint cannot be reached, without the address; a failure when it is required', () => {
    const { status, output } = audit('unavailable.json');
    expect(status).toBe(0);
    expect(output).toContain('audit: NOT CHECKED');
    expect(output).not.toContain('registry.example');
    expect(output).not.toContain('no high or critical advisory');
    expect(audit('unavailable.json', { AUDIT_REQUIRED: 'true' }).status).toBe(1);
  });

  it('fails on any other error of pnpm audit', () => {
    const { status, output } = audit('other-error.json');
    expect(status).toBe(1);
    expect(output).toContain('ERR_PNPM_NO_LOCKFILE');
  });
});
