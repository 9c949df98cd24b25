import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/env.ts';
import { openDatabase, type Db } from '../src/db/dialect.ts';
import { loopbackOnlyNetwork } from './webhook-network.ts';

/** A free loopback port: the issuer URL must be known before the app is built. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh, empty data store of the kind this test project runs on. */
export async function freshStore(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.TEST_STORE !== 'postgres') return { env: { DATA_DIR: dataDir }, drop: removeDir };

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL tests');
  const database = await databaseBeside(adminUrl, 'portal_test');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    drop: async () => {
      await database.drop();
      await removeDir();
    },
  };
}

/**
 * A new, empty PostgreSQL database beside the one `adminUrl` names (its role may create
 * databases), named `prefix` and random hex: its address, and how to drop it.
 */
export async function databaseBeside(
  adminUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  /** The store as its owner, beyond row-level security: for setting up states no call can make. */
  db: Db;
  config: Config;
  url: string;
  close: () => Promise<void>;
}

/** Starts the real portal on a loopback port over a fresh store; `env` overrides settings. */
export async function startServer(
  env: Record<string, string | undefined> = {},
  options: Parameters<typeof buildApp>[1] = {},
): Promise<TestServer> {
  const store = await freshStore();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'silent',
    // Suites sign up and sign in far more often than people; the limits get their own test.
    RATE_LIMIT_API_PER_MINUTE: '100000',
    RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '100000',
    ...store.env,
    ...env,
  });
  const app = await buildApp(config, { webhookNetwork: loopbackOnlyNetwork(), ...options });
  await app.listen({ port, host: '127.0.0.1' });
  const db = openDatabase(config.db, { as: 'owner' });
  return {
    app,
    db,
    config,
    url,
    close: async () => {
      await db.destroy();
      await app.close();
      await store.drop();
    },
  };
}
