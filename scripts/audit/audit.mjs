#!/usr/bin/env node
// `pnpm audit:prod` (and CI): the production dependencies' advisories. Fails on any high or critical one; lists the
// rest. pnpm asks the registry's advisory endpoint; where the registry reached offers none (a read-only mirror answers
// 405), the check cannot be made here, and this says so loudly instead of passing for a clean audit. AUDIT_REQUIRED=true
// makes that a failure too, for a machine that should reach the endpoint.
//
// `node scripts/audit/audit.mjs --report <file>` reads a saved `pnpm audit --json` answer instead (the tests use it).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const FAILING = ['high', 'critical'];

/** pnpm's answer: its JSON on stdout, whatever the exit code (non-zero whenever there is any advisory). */
function auditAnswer() {
  const at = process.argv.indexOf('--report');
  if (at !== -1) return readFileSync(process.argv[at + 1], 'utf8');
  try {
    return execFileSync('pnpm', ['audit', '--prod', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  } catch (error) {
    if (typeof error.stdout === 'string' && error.stdout.trim() !== '') return error.stdout;
    throw error;
  }
}

// The endpoint's address is the registry's: left out of what this prints.
const withoutAddresses = (text) => String(text).replace(/https?:\/\/[^\s)]+/g, '<registry>');

function main() {
  let report;
  try {
    report = JSON.parse(auditAnswer());
  } catch (error) {
    console.error(`audit: pnpm audit gave no readable answer: ${withoutAddresses(error.message)}`);
    return 1;
  }
  if (report.error) {
    const { code = 'unknown', message = '' } = report.error;
    const unavailable = /^ERR_PNPM_AUDIT|FETCH|ECONN|ETIMEDOUT|ENOTFOUND|EAI_AGAIN/.test(code);
    if (!unavailable) {
      console.error(`audit: pnpm audit failed (${code}): ${withoutAddresses(message)}`);
      return 1;
    }
    console.warn(`audit: NOT CHECKED — the advisory endpoint is not reachable from here (${code}: ${withoutAddresses(message)})`);
    return process.env.AUDIT_REQUIRED === 'true' ? 1 : 0;
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  const advisories = Object.values(report.advisories ?? {});
  for (const advisory of advisories) {
    const versions = [...new Set((advisory.findings ?? []).map((finding) => finding.version))].join(', ');
    const line = `${advisory.severity}: ${advisory.module_name} ${versions} — ${advisory.title} (${advisory.url ?? advisory.github_advisory_id ?? ''})`;
    (FAILING.includes(advisory.severity) ? console.error : console.log)(`audit: ${line}`);
  }
  const failing = FAILING.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  const summary = ['critical', 'high', 'moderate', 'low', 'info'].map((severity) => `${counts[severity] ?? 0} ${severity}`).join(', ');
  if (failing > 0) {
    console.error(`audit: ${failing} high or critical advisories in production dependencies (${summary})`);
    return 1;
  }
  console.log(`audit: no high or critical advisory in production dependencies (${summary})`);
  return 0;
}

process.exitCode = main();
