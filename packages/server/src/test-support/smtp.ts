import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** Headers and body, decoded from quoted-printable. */
  subject: string;
  text: string;
}

/** Decodes a quoted-printable body or a `=?UTF-8?Q?…?=` header as nodemailer writes them. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
}

function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(head)?.[1] ?? '');
  const body = raw.slice(split + 4);
  const quoted = /^Content-Transfer-Encoding: quoted-printable$/im.test(head);
  return { to, subject, text: quoted ? decodeQuotedPrintable(body) : body };
}

/** A real SMTP server on 127.0.0.1 and a free port, keeping what it receives; it can refuse on demand. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state: { refusing: boolean; hold: { arrived: () => void; released: Promise<void> } | null } = {
    refusing: false,
    hold: null,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
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
        const to = session.envelope.rcptTo.map((address) => address.address);
        received.push(parse(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
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
