import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console.error during a test is a bug the test did not look for: it fails the test.
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});
