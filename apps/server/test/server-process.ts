import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './build-app.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
  output: () => string;
}

/** Starts the portal as its own process, the way `npm start` runs it, and waits until it is ready. */
export async function spawnServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_API_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  // Compiling the sources at start takes seconds, and far longer on a loaded machine.
  for (const until = Date.now() + 90_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    const ready = await fetch(`${url}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { url, child, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
}
