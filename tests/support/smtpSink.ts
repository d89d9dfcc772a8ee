import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives; `refuse` answers 451 to every message; `hold` takes a
 * message in whole but never answers it (the sender waits mid-send): such messages are in `held`, not `received`.
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  readonly held: ParsedMail[] = [];
  refuse = false;
  hold = false;
  private server: SMTPServer | null = null;
  port = 0;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens (again, on the same port once it has had one). */
  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuse) {
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          if (this.hold) {
            void simpleParser(Buffer.concat(chunks)).then((mail) => this.held.push(mail));
            return;
          }
          void simpleParser(Buffer.concat(chunks)).then((mail) => {
            this.received.push(mail);
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
