import os from 'node:os';
import path from 'node:path';

/** Port of the server under test. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The server under test keeps its data here; helpers open it to set up edge cases. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `portal-e2e-${E2E_PORT}`);
/** Port of the SMTP server that receives the portal's emails during a run (Playwright's global setup). */
export const E2E_SMTP_PORT = E2E_PORT + 20_000;
/** The emails it received, one JSON file each; tests read them here. */
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `portal-e2e-mail-${E2E_PORT}`);
