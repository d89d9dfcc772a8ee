import { spawn } from 'node:child_process';
import { freePort } from './ports';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Ends the process (SIGTERM, or SIGKILL after 10 s; SIGKILL at once when asked) and waits for it. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * The product's server as its own process: `node <args>` on a free loopback port with `env` (and PATH), resolved
 * once GET /api/health answers 200; what it printed is in the error when it exits or is not ready in time.
 */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
  readyWithinMs = 180_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) return { url, stop };
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`server did not become healthy: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
