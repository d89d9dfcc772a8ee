import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Deps } from '@/server/infrastructure/context';
import { INBOUND_MAX_BYTES, receiveMail } from './receive';

export interface InboundListener {
  port: number;
  close(): Promise<void>;
}

/** An SMTP reply with its code (smtp-server reads `responseCode` off the error). */
const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** The message as sent, or null once it grew past the limit (the rest is read and dropped). */
async function readMessage(stream: SMTPServerDataStream): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= INBOUND_MAX_BYTES) chunks.push(chunk);
  }
  return stream.sizeExceeded || size > INBOUND_MAX_BYTES ? null : Buffer.concat(chunks, size);
}

/**
 * The inbound SMTP listener (INBOUND_SMTP_PORT, on HOST): an MX for REPLY_DOMAIN. No AUTH (anyone may deliver to
 * an MX) and no STARTTLS (put a TLS-terminating relay in front where the link is not trusted); SIZE advertised
 * (INBOUND_MAX_BYTES, 552 past it); recipients outside REPLY_DOMAIN are refused with 550; each message is handed
 * to receiveMail, and a failure there is a 451 (the sender tries again later), never a crash.
 */
export function startInboundSmtp(deps: Deps, port: number): Promise<InboundListener> {
  const domain = deps.config.replyDomain.toLowerCase();
  const server = new SMTPServer({
    name: domain,
    banner: 'Visapath inbound mail',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: INBOUND_MAX_BYTES,
    logger: false,
    onRcptTo(address, _session, callback) {
      const at = address.address.lastIndexOf('@');
      if (at < 0 || address.address.slice(at + 1).toLowerCase() !== domain)
        return callback(smtpError(550, `5.1.1 <${address.address}>: no such recipient here`));
      callback();
    },
    onData(stream, session, callback) {
      readMessage(stream)
        .then(async (raw) => {
          if (!raw) return callback(smtpError(552, '5.3.4 Message too large'));
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          const received = await receiveMail(deps, raw, { from, to });
          if (received.status === 'refused') return callback(smtpError(552, '5.3.4 Message too large'));
          // Threaded mail is in the timeline; quarantined mail is worth a line, without the sender's address
          // (logs outlive an erasure).
          if (received.status === 'quarantined') console.log(`Inbound mail quarantined: ${received.reason}`);
          callback();
        })
        .catch((error: unknown) => {
          console.error('Inbound mail could not be taken:', error);
          callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
        });
    },
  });
  server.on('error', (error) => console.error('Inbound SMTP listener:', error));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, deps.config.host, () => {
      server.off('error', reject);
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
