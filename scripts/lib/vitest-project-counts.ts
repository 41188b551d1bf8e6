// A Vitest reporter for `npm test`: how many tests each project passed, failed and skipped, written as
// JSON to the file named by VITEST_PROJECT_COUNTS. Vitest's own JSON report names files, not projects,
// and the server and server-postgres projects run the same files.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export type ProjectCounts = Record<string, { passed: number; failed: number; skipped: number }>;

export default class ProjectCountsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const outputFile = process.env.VITEST_PROJECT_COUNTS;
    if (!outputFile) return;
    const counts: ProjectCounts = {};
    for (const testModule of testModules) {
      const project = counts[testModule.project.name] ?? { passed: 0, failed: 0, skipped: 0 };
      counts[testModule.project.name] = project;
      for (const testCase of testModule.children.allTests()) {
        const { state } = testCase.result();
        if (state === 'passed') project.passed++;
        else if (state === 'failed') project.failed++;
        else project.skipped++;
      }
    }
    writeFileSync(outputFile, JSON.stringify(counts));
  }
}
