// A Vitest reporter for `npm test`: how many tests each project passed, failed and skipped, how long
// it ran, and which tests failed, written as JSON to the file named by VITEST_PROJECT_COUNTS. Vitest's
// own JSON report names files, not projects, and the server and server-postgres projects run the same
// files.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface ProjectReport {
  passed: number;
  failed: number;
  skipped: number;
  /** From the start of its first file to the end of its last (projects run side by side), ms. */
  spanMs: number;
  /** Its files' own durations added up, ms. */
  busyMs: number;
  /** Each failed test as "file › test name: first line of its error". */
  failures: string[];
}
export type ProjectCounts = Record<string, ProjectReport>;

const firstLine = (errors: ReadonlyArray<{ message?: string }> | undefined) =>
  errors?.[0]?.message?.split('\n')[0] ?? '';

export default class ProjectCountsReporter implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number }>();

  onTestModuleStart(testModule: TestModule): void {
    // Files start in order, so the first start of a project is its start.
    const name = testModule.project.name;
    if (!this.spans.has(name)) this.spans.set(name, { start: Date.now(), end: Date.now() });
  }

  onTestModuleEnd(testModule: TestModule): void {
    const span = this.spans.get(testModule.project.name);
    if (span) span.end = Math.max(span.end, Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const outputFile = process.env.VITEST_PROJECT_COUNTS;
    if (!outputFile) return;
    const counts: ProjectCounts = {};
    for (const testModule of testModules) {
      const name = testModule.project.name;
      const span = this.spans.get(name);
      const project = counts[name] ?? {
        passed: 0,
        failed: 0,
        skipped: 0,
        spanMs: span ? span.end - span.start : 0,
        busyMs: 0,
        failures: [],
      };
      counts[name] = project;
      project.busyMs += testModule.diagnostic().duration;
      // A file that failed to load or in a hook outside any test.
      if (testModule.errors().length > 0)
        project.failures.push(`${testModule.relativeModuleId}: ${firstLine(testModule.errors())}`);
      for (const testCase of testModule.children.allTests()) {
        const { state } = testCase.result();
        if (state === 'passed') project.passed++;
        else if (state === 'failed') {
          project.failed++;
          project.failures.push(
            `${testModule.relativeModuleId} › ${testCase.fullName}: ${firstLine(testCase.result().errors)}`,
          );
        } else project.skipped++;
      }
    }
    writeFileSync(outputFile, JSON.stringify(counts));
  }
}
