import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.api.test.ts'];

/** API tests run once per data store; PostgreSQL only when TEST_DATABASE_URL names one. */
const apiProject = (store: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${store}`,
    include: apiTests,
    environment: 'node',
    env: { TEST_STORE: store },
    // Room for a machine twice as slow as a quiet one: CI shares two cores with the browsers.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server; two at a time suits a two-core machine.
    maxWorkers: 2,
    // Files share a worker's loaded modules: each still starts its own server over its own store,
    // and loading the server's modules again for every file took a third of the layer's time.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: [...apiTests, '**/node_modules/**'],
          environment: 'node',
        },
      },
      apiProject('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
