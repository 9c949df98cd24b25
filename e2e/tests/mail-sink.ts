import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../env.ts';

/** An email as the sink keeps it: its envelope's recipients and the message as sent. */
export interface StoredEmail {
  to: string[];
  raw: string;
}

/**
 * Playwright's global setup: an SMTP server on E2E_SMTP_PORT that accepts every email without
 * authentication and keeps each as a JSON file in E2E_MAIL_DIR, where the tests, which run in other
 * processes, read them. Playwright stops it after the run.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const email: StoredEmail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const file = path.join(E2E_MAIL_DIR, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.json`);
        // Written whole under another name first, so that a reader never sees half a file.
        fs.writeFileSync(`${file}.tmp`, JSON.stringify(email));
        fs.renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
