import { type Attachment, type Headers, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** The From header as written. */
  from: string;
  /** The envelope's sender (MAIL FROM). */
  envelopeFrom: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part, or null when the message has none. */
  html: string | null;
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
  headers: Headers;
  /** The message as it arrived. */
  raw: Buffer;
  /** Whether the session was upgraded with STARTTLS before the message was sent. */
  secure: boolean;
}

export interface SmtpServerOptions {
  /**
   * Offer STARTTLS with smtp-server's own self-signed certificate; the `url` then tells the client
   * (nodemailer) to accept that certificate, which only a test may do.
   */
  startTls?: boolean;
}

const toAttachment = (attachment: Attachment) => ({
  filename: attachment.filename,
  contentType: attachment.contentType,
  content: attachment.content,
});

/**
 * A real SMTP server on 127.0.0.1 and a free port, keeping what it receives parsed by a real mail
 * parser (mailparser); it can refuse on demand, or hold a message inside the exchange.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const state: { refusing: boolean; hold: { arrived: () => void; released: Promise<void> } | null } = {
    refusing: false,
    hold: null,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.startTls ? ['AUTH'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (state.hold) {
          state.hold.arrived();
          await state.hold.released;
        }
        if (state.refusing) {
          const error = Object.assign(new Error('mailbox unavailable, try later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        try {
          const parsed = await simpleParser(raw);
          received.push({
            to: session.envelope.rcptTo.map((address) => address.address),
            from: parsed.from?.text ?? '',
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            attachments: parsed.attachments.map(toAttachment),
            headers: parsed.headers,
            raw,
            secure: session.secure,
          });
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: options.startTls
      ? `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`
      : `smtp://127.0.0.1:${port}`,
    received,
    /** While true the server answers every message with a temporary failure (451). */
    refuse(refusing: boolean) {
      state.refusing = refusing;
    },
    /** Keeps the next messages waiting inside the SMTP exchange until `release` is called. */
    hold() {
      let signalArrived = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        signalArrived = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      state.hold = { arrived: signalArrived, released };
      return {
        arrived,
        release: () => {
          state.hold = null;
          release();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
