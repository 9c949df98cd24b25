import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { freePort } from './build-app.ts';

/** One email the sink received. */
export interface ReceivedEmail {
  to: string[];
  subject: string;
  /** The whole message, quoted-printable soft breaks and escapes undone. */
  content: string;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server on a free loopback port that keeps every email it receives; `options` add
 * what a test needs of it (authentication, refusals). Without them it takes any sender unsigned.
 */
export async function startSmtpSink(options: SMTPServerOptions = {}) {
  const received: ReceivedEmail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...options,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const content = decodeQuotedPrintable(raw);
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: /^Subject: (.*)$/m.exec(content)?.[1]?.trim() ?? '',
          content,
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
