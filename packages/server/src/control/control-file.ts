import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How a command reaches the server that has the embedded database open (issue 34): PGlite has one
 * user at a time, so `staff:create` must not open the data folder while the server runs. The
 * server writes this file into the data folder, readable by its owner only: its process, its
 * loopback address and a random token for its control calls. It removes the file when it closes.
 */
export interface ControlFile {
  pid: number;
  url: string;
  token: string;
}

const FILE = 'control.json';

export const newControlToken = () => randomBytes(32).toString('base64url');

export function writeControlFile(dataDir: string, control: ControlFile) {
  writeFileSync(join(dataDir, FILE), JSON.stringify(control), { mode: 0o600 });
}

export function removeControlFile(dataDir: string) {
  rmSync(join(dataDir, FILE), { force: true });
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The running server of a data folder, if one has it open (a file left by a killed server is ignored). */
export function runningServerOf(dataDir: string): ControlFile | undefined {
  let control: ControlFile;
  try {
    control = JSON.parse(readFileSync(join(dataDir, FILE), 'utf8')) as ControlFile;
  } catch {
    return undefined;
  }
  return typeof control.pid === 'number' && isRunning(control.pid) ? control : undefined;
}
