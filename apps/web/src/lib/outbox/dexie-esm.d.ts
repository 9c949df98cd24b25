/**
 * Dexie's ES module build, imported by its file: the package's entry wraps the CommonJS build,
 * whose interop helpers the bundler would otherwise split off with React into a chunk of their own
 * that the first script has to load as well.
 */
declare module 'dexie/dist/dexie.mjs' {
  export * from 'dexie';
}
