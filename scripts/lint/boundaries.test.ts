import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// Each boundary rule of scripts/lint/boundaries.mjs, seen firing on the import it exists to stop, and staying quiet on
// the allowed form beside it. ESLint runs as `pnpm lint` runs it, on code given on stdin under a path in the tree.
const root = join(__dirname, '../..');
const eslintBin = join(root, 'node_modules/eslint/bin/eslint.js');

type Message = { ruleId: string | null; message: string };

function lint(args: string[], stdin?: string): Message[] {
  let output: string;
  try {
    output = execFileSync(process.execPath, [eslintBin, '--format', 'json', ...args], { cwd: root, input: stdin, encoding: 'utf8' });
  } catch (error) {
    // ESLint exits 1 when it found problems; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as Array<{ messages: Message[] }>).flatMap((file) => file.messages);
}

const lintAs = (path: string, code: string) => lint(['--stdin', '--stdin-filename', path], code).map((m) => m.ruleId);

describe('the import boundaries', () => {
  it("refuses an import between two feature folders of a remote, and allows the remote's shared folder", () => {
    const file = 'mf-classes/src/features/class-form/components/probe.ts';
    expect(lintAs(file, "export * from '../../lesson-dialogs/utils/lesson-form';\n")).toContain('import-x/no-restricted-paths');
    expect(lintAs(file, "export * from '../../../shared/components/facts';\n")).toEqual([]);
  });

  it('refuses an import from one remote into another', () => {
    const file = 'mf-orders/src/features/orders/components/probe.ts';
    expect(lintAs(file, "export * from '../../../../../mf-classes/src/routes';\n")).toContain('import-x/no-restricted-paths');
  });

  it("refuses a path into a shared package's files, by name or relative, and allows its declared subpath", () => {
    const file = 'mf-orders/src/features/orders/components/probe.ts';
    expect(lintAs(file, "export * from '../../../../../shared/ui/src/button';\n")).toContain('import-x/no-restricted-paths');
    expect(lintAs(file, "export * from '@backoffice/ui/src/button';\n")).toContain('no-restricted-imports');
    expect(lintAs(file, "export * from '@backoffice/ui';\n")).toEqual([]);
  });

  it("refuses the domain's root, and allows a module's subpath", () => {
    const file = 'mf-orders/src/features/orders/components/probe.ts';
    expect(lintAs(file, "export { orderSchema } from '@backoffice/domain';\n")).toContain('no-restricted-imports');
    expect(lintAs(file, "export { orderSchema } from '@backoffice/domain/records';\n")).toEqual([]);
  });

  it('refuses an import cycle', () => {
    const messages = lint(['--no-ignore', 'scripts/lint/fixtures/cycle-a.ts']);
    expect(messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
