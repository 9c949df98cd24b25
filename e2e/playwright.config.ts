import { defineConfig, devices } from '@playwright/test';
import { serverNodeFlags } from '../apps/server/src/scripts/node-flags.ts';
import { E2E_BASE_URL as baseURL, E2E_DATA_DIR, E2E_PORT as port, E2E_SMTP_PORT } from './env.ts';

export default defineConfig({
  testDir: './tests',
  // The portal sends its emails to this SMTP server; the server retries until it is up.
  globalSetup: './tests/mail-sink.ts',
  // One results folder per server port, so suites run side by side do not wipe each other's.
  outputDir: `test-results/${port}`,
  // On a busy two-core machine (load 8 to 35) ordinary tests took up to 30 s; those that scan a
  // page or sign in a second person are slow tests (triple time) and took up to 66 s. CI, where a
  // failure keeps a submission from landing, gives three times the former.
  timeout: process.env.CI ? 90_000 : 60_000,
  // The slowest expectation with this limit took 3.4 s there.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One worker ran each test 1.6 times faster there but the suite 1.3 times longer: 16 minutes.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // A failed test keeps its trace: each action's page and the network. The trace's screenshots are
    // a screencast of every frame, which kept the browser and its software GPU busy throughout.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's Chromium: this machine cannot download Playwright's own browser build.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The server as `npm start` runs it: the bundle `npm run build` makes.
    command: `rm -rf "${E2E_DATA_DIR}" && node ${serverNodeFlags().join(' ')} ../apps/server/dist/server.mjs`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SUITE_SITE_URL: 'https://suite.example.com',
      // The suite signs up a tenant per test from one address.
      RATE_LIMIT_SIGNUP_PER_HOUR: '10000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '1000',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // The webhook test receives deliveries on a loopback server it starts.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // Lets several suites run side by side, each on its own build of the web app.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
