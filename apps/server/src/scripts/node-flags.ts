import fs from 'node:fs';
import path from 'node:path';

/**
 * The Node flags `npm start` runs the built server with (`config.nodeFlags` in the server's
 * package.json), for whatever else runs that build: the end-to-end tests and the benchmark.
 *
 * They bound how far V8 lets the heap grow past what is live. By default it lets a busy server's
 * heap reach about four times its live objects and its young generation 32 MB; whole-history lists
 * under 50 connections then took the process past 300 MB for some 60 MB of live objects
 * (docs/benchmarks.md).
 */
export function serverNodeFlags(): string[] {
  const manifest = path.join(import.meta.dirname, '../../package.json');
  const { config } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { config: { nodeFlags: string } };
  return config.nodeFlags.split(' ').filter(Boolean);
}
