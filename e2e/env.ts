import os from 'node:os';
import path from 'node:path';

/** Port of the server under test. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The server under test keeps its data here; helpers open it to set up edge cases. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `portal-e2e-${E2E_PORT}`);
