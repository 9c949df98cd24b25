import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from '../env.ts';
import type { StoredEmail } from './mail-sink.ts';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone. */
  content: string;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every email the run's SMTP server has received so far. */
function receivedEmails(): ReceivedEmail[] {
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const { to, raw } = JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as StoredEmail;
      const content = decodeQuotedPrintable(raw);
      return { to, subject: /^Subject: (.*)$/m.exec(content)?.[1]?.trim() ?? '', content };
    });
}

/** The first email to `address`, waiting for it to arrive. */
export async function emailTo(address: string, timeoutMs = 20_000): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined;
  await expect
    .poll(() => (found = receivedEmails().find((email) => email.to.includes(address))), {
      message: `an email to ${address}`,
      timeout: timeoutMs,
    })
    .toBeDefined();
  return found!;
}
