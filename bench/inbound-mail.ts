/**
 * bench:inbound-mail: the enquirers' answers taken in, threaded and stored. It sends MESSAGES answers to recent
 * enquiries (each to its signed reply address, from the enquirer, with a quoted history to fold), half through
 * POST /api/inbound/mail (the webhook) and half through the SMTP listener, CONCURRENCY at a time on each, and
 * prints the messages processed per minute and the time per message (p50, p99) on each path. Every message must
 * end threaded: the bench fails otherwise.
 *
 *   npm run bench:inbound-mail                                         # on-disk PGlite in a temp dir
 *   scripts/with-postgres.sh npm run bench:inbound-mail                # PostgreSQL: a fresh database
 *
 * Knobs (environment): BENCH_MESSAGES (600), BENCH_CONCURRENCY (4).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { replyAddress } from '@/server/features/enquiries/replyAddress';
import { startInboundSmtp } from '@/server/features/inbound/smtp';
import { fmt, log, migrateAndSeed, num, openBenchDatabase, printTable, root, startApi } from './common';

const MESSAGES = num('BENCH_MESSAGES', 600, 2, 100_000);
const CONCURRENCY = num('BENCH_CONCURRENCY', 4, 1, 64);
const SECRET = 'bench-inbound-mail-secret-0123456789abcdef';
const DOMAIN = 'reply.visapath.test';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** An enquirer's answer as their mail program would write it. */
const rawMessage = (i: number, to: string, from: string) =>
  Buffer.from(
    [
      `From: Bench Enquirer <${from}>`,
      `To: ${to}`,
      `Subject: Re: Your enquiry ${i}`,
      `Message-ID: <bench-${i}-${Date.now()}@example.org>`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Thank you, I will send the documents tomorrow (${i}).`,
      '',
      'On Mon, 23 Nov 2026 at 10:00, Visapath wrote:',
      '> Dear enquirer,',
      '> please send us a copy of your passport.',
      '',
    ].join('\r\n'),
  );

/** Runs `work` over 0..count-1, `concurrency` at a time; returns each item's time in ms and the wall time. */
async function timed(count: number, concurrency: number, work: (i: number) => Promise<void>) {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        await work(i);
        times.push(performance.now() - t);
      }
    }),
  );
  return { times, wallMs: performance.now() - start };
}

async function main() {
  process.chdir(root); // the seed reads datasets/ relative to the working directory
  const prepared = await openBenchDatabase('visapath_bench_inbound');
  const { database } = prepared;
  const dataDir = mkdtempSync(join(tmpdir(), 'visapath-bench-data-'));
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  let listener: Awaited<ReturnType<typeof startInboundSmtp>> | undefined;
  try {
    const { query } = await migrateAndSeed(database);
    api = await startApi(database, dataDir, { inboundMailSecret: SECRET, replyDomain: DOMAIN });
    listener = await startInboundSmtp(api.deps, 0);
    const enquiries = (await query('select id, email from enquiries order by id desc limit 200', [], true)) as [
      number,
      string,
    ][];
    const target = (i: number) => {
      const [id, email] = enquiries[i % enquiries.length];
      return { to: replyAddress(api!.deps.config.jwtSecret, DOMAIN, Number(id)), from: email };
    };
    const half = Math.floor(MESSAGES / 2);
    log(`${prepared.engine}: ${half} answers by the webhook, ${MESSAGES - half} by SMTP, ${CONCURRENCY} at a time`);
    const startedAt = new Date();
    const webhook = await timed(half, CONCURRENCY, async (i) => {
      const { to, from } = target(i);
      const res = await fetch(`http://127.0.0.1:${api!.port}/api/inbound/mail`, {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}` },
        body: rawMessage(i, to, from),
      });
      const body = (await res.json()) as { status?: string };
      if (res.status !== 202 || body.status !== 'threaded')
        throw new Error(`webhook ${i}: ${res.status} ${body.status}`);
    });
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: listener.port,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: CONCURRENCY,
    });
    const smtp = await timed(MESSAGES - half, CONCURRENCY, async (n) => {
      const i = half + n;
      const { to, from } = target(i);
      await transport.sendMail({ envelope: { from, to: [to] }, raw: rawMessage(i, to, from) });
    });
    transport.close();
    const stored = (await query(
      `select count(*) from enquiry_messages where kind = 'inbound' and body like 'Thank you, I will send%'`,
      [],
      true,
    )) as [number][];
    // The demo's own held mail is not the bench's: only mail received now counts.
    const quarantined = (await query(
      `select count(*) from mail_quarantine where received_at >= $1`,
      [startedAt.toISOString()],
      true,
    )) as [number][];
    if (Number(stored[0][0]) !== MESSAGES || Number(quarantined[0][0]) !== 0)
      throw new Error(`threaded ${stored[0][0]} of ${MESSAGES}, quarantined ${quarantined[0][0]}`);
    const row = (path: string, r: { times: number[]; wallMs: number }) => [
      path,
      String(r.times.length),
      fmt((r.times.length / r.wallMs) * 60_000, 0),
      fmt(percentile(r.times, 50)),
      fmt(percentile(r.times, 99)),
    ];
    printTable(
      ['path', 'messages', 'per minute', 'p50 ms', 'p99 ms'],
      [row('webhook', webhook), row('SMTP listener', smtp)],
    );
    log(`all ${MESSAGES} threaded, none quarantined`);
  } finally {
    await listener?.close();
    await api?.deps.events.close();
    api?.server.closeAllConnections?.();
    if (api) await new Promise((ok) => api!.server.close(ok));
    await prepared.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
