import path from 'node:path';

/** Reads `--name value`, `--name=value` and bare `--flag` arguments. */
export function parseArgs(argv: string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}`);
    const eq = arg.indexOf('=');
    if (eq > 0) {
      args.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) {
      args.set(arg.slice(2), argv[i + 1]!);
      i += 1;
    } else {
      args.set(arg.slice(2), 'true');
    }
  }
  return args;
}

/** A count such as 1000000, 1_000_000, 100k or 3m. */
export function parseCount(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.replaceAll('_', '').trim());
  if (!match) throw new Error(`Not a count: ${text}`);
  const factor = { '': 1, k: 1_000, m: 1_000_000 }[match[2]!.toLowerCase() as '' | 'k' | 'm'];
  return Math.round(Number(match[1]) * factor);
}

export const formatCount = (n: number) =>
  n >= 1_000_000 && n % 100_000 === 0
    ? `${n / 1_000_000}M`
    : n >= 1_000 && n % 1_000 === 0
      ? `${n / 1_000}k`
      : String(n);

/** The password every bench user gets unless `--password` or BENCH_PASSWORD says otherwise. Bench data only. */
export const DEFAULT_BENCH_PASSWORD = 'bench-password';

/** The bench's data folder: --data-dir, else DATA_DIR, else data/bench of the folder npm ran in. */
export function benchDataDir(args: Map<string, string>): string {
  const dir = args.get('data-dir') ?? process.env.DATA_DIR ?? path.join('data', 'bench');
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
}

/** Where `--profile [dir]` asks for CPU profiles of the server processes (default `bench-profiles`). */
export function profileDirOf(args: Map<string, string>): string | undefined {
  if (!args.has('profile')) return undefined;
  return args.get('profile') === 'true' ? 'bench-profiles' : args.get('profile');
}
