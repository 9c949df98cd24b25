import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/dialect.ts';
import { runAsSystem, runAsTenant } from '../../db/tenant-context.ts';
import * as repository from './notifications.repository.ts';

/** The waits before the second, third, … attempt of an email; after the last, it is given up. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
/** How long one attempt may take before the email is due again, longer than the SMTP time-outs. */
const ATTEMPT_LEASE_MS = 2 * 60_000;
/** Emails read from the outbox at a time. */
const BATCH_SIZE = 20;

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** The files an outbox row carries, stored as JSON with their contents in base64. */
const attachmentsOf = (stored: string | null): MailMessage['attachments'] =>
  stored === null
    ? undefined
    : (JSON.parse(stored) as { filename: string; contentType: string; content: string }[]).map((file) => ({
        ...file,
        content: Buffer.from(file.content, 'base64'),
      }));

export type SendMail = (message: MailMessage) => Promise<void>;

/** Sends through the SMTP server of `smtpUrl`. */
export function smtpSender(smtpUrl: string): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    logger: false,
  });
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** Why an attempt failed, in words fit for the log: the SMTP password is never among them. */
function reasonOf(error: unknown, secrets: string[]): string {
  let reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  for (const secret of secrets) if (secret) reason = reason.replaceAll(secret, '***');
  return reason;
}

/**
 * Sends the outbox's emails due at `now`, each once: another sender (another instance) that read
 * the same email finds it taken. A failed attempt is retried after the next of RETRY_DELAYS_MS,
 * and given up after the last. Answers how many were sent and how many attempts failed.
 */
export async function sendDueEmails(
  db: Db,
  send: SendMail,
  { from, now, log, secrets = [] }: { from: string; now: Date; log: FastifyBaseLogger; secrets?: string[] },
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  for (;;) {
    const due = await runAsSystem(() => repository.dueEmails(db, now.toISOString(), BATCH_SIZE));
    for (const email of due) {
      await runAsTenant(email.tenant_id, async () => {
        const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS).toISOString();
        if (!(await repository.claimEmail(db, email, lease))) return;
        const attempt = email.attempts + 1;
        try {
          await send({
            from,
            to: email.to_address,
            subject: email.subject,
            text: email.text_body,
            html: email.html_body,
            attachments: attachmentsOf(email.attachments),
          });
          await repository.recordAttempt(db, email, { sentAt: new Date().toISOString() });
          counts.sent += 1;
        } catch (error) {
          counts.failed += 1;
          const reason = reasonOf(error, secrets);
          const delay = RETRY_DELAYS_MS[attempt - 1];
          log.warn(
            { emailId: email.id, attempt, reason, givenUp: delay === undefined },
            'Sending an email failed',
          );
          await repository.recordAttempt(
            db,
            email,
            delay === undefined
              ? { failedAt: now.toISOString(), error: reason }
              : { retryAt: new Date(now.getTime() + delay).toISOString(), error: reason },
          );
        }
      });
    }
    if (due.length < BATCH_SIZE) return counts;
  }
}

/**
 * Sends the outbox in the background whenever woken: after a call queued emails, and on the
 * scheduler's tick for retries. A wake-up during a run makes one more run, never two at once.
 */
export class Mailer {
  private running: Promise<void> | undefined;
  private again = false;
  private readonly sender: ReturnType<typeof smtpSender>;

  constructor(
    private readonly db: Db,
    private readonly mail: { smtpUrl: string; from: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.sender = smtpSender(mail.smtpUrl);
  }

  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  async close(): Promise<void> {
    this.again = false;
    await this.running;
    this.sender.close();
  }

  private async run() {
    const { password } = new URL(this.mail.smtpUrl);
    try {
      await sendDueEmails(this.db, this.sender.send, {
        from: this.mail.from,
        now: new Date(),
        log: this.log,
        secrets: [password, decodeURIComponent(password)],
      });
    } catch (error) {
      this.log.error({ reason: reasonOf(error, [password]) }, 'Sending the outbox failed');
    }
  }
}
