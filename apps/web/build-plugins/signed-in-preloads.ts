import type { Plugin } from 'vite';

/** Where the server finds, for each signed-in route, the scripts its first load needs (plugins/spa.ts). */
const PRELOADS_FILE = 'preloads.json';

/**
 * Writes `preloads.json`: for each signed-in route, the chunks its first load needs besides the
 * first script (the signed-in shell's, then the screen's). The server names them in the page as
 * `modulepreload` links, so that a phone on a slow link fetches them beside the first script
 * rather than after it has run: one round trip instead of two before the screen shows. The
 * sign-in and sign-up pages get none, so their first load stays as small as it is.
 */
export function signedInPreloads({
  shell,
  routes,
}: {
  /** The modules every signed-in screen loads first. */
  shell: string[];
  /** Each signed-in route's path, and its route module. */
  routes: Record<string, string>;
}): Plugin {
  return {
    name: 'signed-in-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      /** `files` and the chunks they import statically, less those of `known`, in load order. */
      const withImports = (files: string[], known: ReadonlySet<string> = new Set()): string[] => {
        const found: string[] = [];
        const pending = [...files];
        for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
          if (found.includes(file) || known.has(file)) continue;
          found.push(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') pending.push(...chunk.imports);
        }
        return found;
      };
      // The page names the first script's own imports already.
      const firstScript = new Set(
        withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)),
      );
      const chunkOf = (module: string) =>
        chunks.find((chunk) => chunk.moduleIds.includes(module))?.fileName ?? [];
      const loadedWith = (modules: string[]) => withImports(modules.flatMap(chunkOf), firstScript);
      const shellFiles = loadedWith(shell);
      const preloads = Object.fromEntries(
        Object.entries(routes).map(([path, module]) => [
          path,
          [...new Set([...shellFiles, ...loadedWith([module])])].map((file) => `/${file}`),
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
