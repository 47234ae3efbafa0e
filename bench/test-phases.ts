import fs from 'node:fs';
import os from 'node:os';

/**
 * A Vitest reporter that says where a test run's time goes, per file: the environment's set-up
 * (jsdom), the set-up files, the collection (importing the file and what it imports) and the tests.
 *
 *   npx vitest run --project unit --reporter=default --reporter=./bench/test-phases.ts
 *
 * Prints each project's sums and the slowest files at the end; TEST_PHASES=file.jsonl also writes
 * one line per file. Sums are CPU-ish seconds across workers, the wall time is Vitest's own Duration.
 */
interface Row {
  file: string;
  project: string;
  env: number;
  setup: number;
  collect: number;
  tests: number;
}

interface Diagnostic {
  environmentSetupDuration: number;
  setupDuration: number;
  collectDuration: number;
  duration: number;
}

interface TestModuleLike {
  moduleId: string;
  project: { name: string };
  diagnostic(): Diagnostic;
}

const s = (ms: number) => (ms / 1000).toFixed(1);

export default class TestPhases {
  private rows: Row[] = [];

  onTestModuleEnd(m: TestModuleLike) {
    const d = m.diagnostic();
    this.rows.push({
      file: m.moduleId.replace(`${process.cwd()}/`, ''),
      project: m.project.name,
      env: d.environmentSetupDuration ?? 0,
      setup: d.setupDuration ?? 0,
      collect: d.collectDuration ?? 0,
      tests: d.duration ?? 0,
    });
  }

  onTestRunEnd() {
    if (process.env.TEST_PHASES) fs.writeFileSync(process.env.TEST_PHASES, this.rows.map((r) => JSON.stringify(r)).join('\n'));
    console.log(
      `\nWhere the time went (s, summed over workers; load average now ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}):`,
    );
    for (const project of new Set(this.rows.map((r) => r.project))) {
      const rows = this.rows.filter((r) => r.project === project);
      const sum = (k: keyof Omit<Row, 'file' | 'project'>) => s(rows.reduce((a, r) => a + r[k], 0));
      console.log(
        `  ${project}: ${rows.length} files, environment ${sum('env')}, set-up ${sum('setup')}, collect ${sum('collect')}, tests ${sum('tests')}`,
      );
    }
    const slowest = [...this.rows]
      .sort((a, b) => b.env + b.setup + b.collect + b.tests - (a.env + a.setup + a.collect + a.tests))
      .slice(0, 10);
    for (const r of slowest)
      console.log(`    ${s(r.env + r.setup + r.collect + r.tests).padStart(6)}  ${r.file} (collect ${s(r.collect)}, tests ${s(r.tests)})`);
  }
}
