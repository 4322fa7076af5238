import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/*
 * The main demo server as a process, for the tests that restart it
 * mid-session: found by its data directory, killed outright, and started
 * again with the same command line and environment on the same port.
 */

/** The command line of process `pid`, or null once it is gone. */
function commandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/** The pids of the plytime servers running on `dataDir`. */
export function serversOn(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      const argv = commandLine(pid);
      if (!argv || !argv[0]?.endsWith('plytime-server')) return false;
      return argv.some((arg, index) => arg === '--data-dir' && argv[index + 1] === dataDir);
    });
}

async function healthy(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/**
 * Kills the server on `dataDir` with SIGKILL, as a crash would, and starts
 * it again as it was started; resolves once it answers at `baseURL`. The
 * new process outlives the test: the run's teardown stops it.
 */
export async function restartServer(dataDir: string, baseURL: string): Promise<void> {
  const [pid] = serversOn(dataDir);
  if (pid === undefined) throw new Error(`no server runs on ${dataDir}`);
  const argv = commandLine(pid)!;
  const env = Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
  process.kill(pid, 'SIGKILL');
  await waitUntil(async () => !(await healthy(baseURL)), 'the killed server stops answering');
  const server = spawn(argv[0]!, argv.slice(1), { env, detached: true, stdio: 'ignore' });
  server.unref();
  await waitUntil(() => healthy(baseURL), 'the restarted server answers');
}
