import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { bundleServer } from '../src/scripts/build-server.ts';
import { serverNodeFlags } from '../src/scripts/node-flags.ts';
import type { FromChild, ToChild } from './server-child.ts';

const SERVER_CHILD_BUNDLE = path.join(import.meta.dirname, '../dist/bench-server-child.mjs');

/** Bundles server-child.ts, so that the portal runs on plain Node as `npm start` runs it. */
export const bundleServerChild = () =>
  bundleServer(path.join(import.meta.dirname, 'server-child.ts'), SERVER_CHILD_BUNDLE);

/** The server's environment in a benchmark: the load generator is one caller, and limits are not what is measured. */
export function benchServerEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    RATE_LIMIT_API_PER_MINUTE: '1000000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '1000000',
    RATE_LIMIT_SIGNUP_PER_HOUR: '1000000',
    ...extra,
  };
}

/** A child process running the bundled servers (bundleServerChild first), answering one message at a time. */
export class ServerChild {
  private readonly child: ChildProcess;
  private waiting: ((message: FromChild) => void) | undefined;

  /** `profileDir` writes a CPU profile of the process there, to open in Chrome DevTools. */
  constructor({ log, profileDir }: { log: (line: string) => void; profileDir?: string }) {
    const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
    this.child = fork(SERVER_CHILD_BUNDLE, [], {
      stdio: 'inherit',
      execArgv: [...serverNodeFlags(), ...profile],
    });
    this.child.on('message', (message: FromChild) => {
      if (message.type === 'failed') {
        log(`Server process failed: ${message.message}`);
        process.exit(1);
      }
      this.waiting?.(message);
    });
    this.child.on('exit', (code) => {
      if (code !== 0 && code !== null) {
        log(`Server process exited with ${code}`);
        process.exit(1);
      }
    });
  }

  request<T extends FromChild['type']>(
    message: ToChild,
    answer: T,
  ): Promise<Extract<FromChild, { type: T }>> {
    return new Promise((resolve) => {
      this.waiting = (reply) => {
        if (reply.type === answer) resolve(reply as Extract<FromChild, { type: T }>);
      };
      this.child.send(message);
    });
  }

  send(message: ToChild) {
    this.child.send(message);
  }

  stop() {
    this.child.send({ type: 'stop' });
    return new Promise((resolve) => this.child.once('exit', resolve));
  }
}
