/**
 * Tells Zod, before any of its code runs, never to compile validators with `new Function`. The CSP
 * forbids eval, and Zod would otherwise probe it as the contract's schemas are built, a refused probe
 * the browser reports on every screen. Zod keeps its settings on this global (so that several copies
 * share them), which lets the first script set it without carrying Zod itself.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
