import { describe, expect, it } from 'vitest';
import { shareStream } from '@/admin/providers/sharedStream';

/**
 * shareStream: one stream for a browser's tabs of one user. The tabs here are calls of shareStream sharing fakes of
 * the Web Locks API (one holder per name, the others queued) and of BroadcastChannel (a message reaches the other
 * channels of its name), as a browser's tabs share the real ones.
 */

type Event = { n: number };

/** navigator.locks, enough for shareStream: exclusive locks, `ifAvailable`, `signal`. */
function fakeLocks() {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const grant = <T>(name: string, callback: LockGrantedCallback<T>) =>
    new Promise<T>((resolve, reject) => {
      held.add(name);
      Promise.resolve()
        .then(() => callback({ name, mode: 'exclusive' }))
        .then(resolve, reject)
        .finally(() => {
          held.delete(name);
          queues.get(name)?.shift()?.();
        });
    });
  const request = <T>(name: string, options: LockOptions, callback: LockGrantedCallback<T>): Promise<T> => {
    if (!held.has(name)) return grant(name, callback);
    if (options.ifAvailable) return Promise.resolve().then(() => callback(null));
    return new Promise<T>((resolve, reject) => {
      const queue = queues.get(name) ?? [];
      queues.set(name, queue);
      const waiter = () => {
        options.signal?.removeEventListener('abort', abort);
        grant(name, callback).then(resolve, reject);
      };
      const abort = () => {
        queue.splice(queue.indexOf(waiter), 1);
        reject(new DOMException('aborted', 'AbortError'));
      };
      options.signal?.addEventListener('abort', abort);
      queue.push(waiter);
    });
  };
  // Only the form with options is used.
  return { request } as Pick<LockManager, 'request'>;
}

/** BroadcastChannel: a message posted goes to the other open channels of the same name, not to the sender. */
function fakeChannels() {
  const open = new Set<FakeChannel>();
  class FakeChannel {
    onmessage: ((message: MessageEvent) => unknown) | null = null;
    constructor(readonly name: string) {
      open.add(this);
    }
    postMessage(data: unknown) {
      for (const other of open)
        if (other !== this && other.name === this.name)
          setTimeout(() => other.onmessage?.(new MessageEvent('message', { data: structuredClone(data) })));
    }
    close() {
      open.delete(this);
    }
  }
  return FakeChannel;
}

/** A browser: its tabs share its locks and channels; each tab's stream is a fake the test makes emit. */
function browser(apis: { locks?: boolean; channels?: boolean } = {}) {
  const locks = apis.locks === false ? undefined : fakeLocks();
  const Channel = apis.channels === false ? undefined : fakeChannels();
  const streams: { tab: string; takeover: boolean; emit: (event: Event) => void; closed: boolean }[] = [];
  const received = new Map<string, number[]>();
  const openTab = (tab: string, name = 'visapath-live-events-1') => {
    received.set(tab, []);
    return shareStream<Event>(
      name,
      (emit, takeover) => {
        const stream = { tab, takeover, emit, closed: false };
        streams.push(stream);
        return () => void (stream.closed = true);
      },
      (event) => received.get(tab)!.push(event.n),
      { locks, Channel },
    );
  };
  const live = () => streams.filter((s) => !s.closed);
  return { openTab, streams, live, received };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('shareStream', () => {
  it("opens one stream for a user's tabs; its events reach every tab once", async () => {
    const { openTab, streams, received } = browser();
    openTab('a');
    await settle();
    openTab('b');
    openTab('c');
    await settle();
    expect(streams.map((s) => [s.tab, s.takeover])).toEqual([['a', false]]);
    streams[0].emit({ n: 1 });
    streams[0].emit({ n: 2 });
    await settle();
    expect(Object.fromEntries(received)).toEqual({ a: [1, 2], b: [1, 2], c: [1, 2] });
  });

  it('hands the stream to a waiting tab when the leader leaves, which relays its events', async () => {
    const { openTab, streams, live, received } = browser();
    const leaveA = openTab('a');
    await settle();
    openTab('b');
    openTab('c');
    await settle();
    leaveA();
    await settle();
    expect(streams[0].closed).toBe(true);
    expect(live().map((s) => [s.tab, s.takeover])).toEqual([['b', true]]);
    live()[0].emit({ n: 3 });
    await settle();
    expect(Object.fromEntries(received)).toEqual({ a: [], b: [3], c: [3] });
  });

  it('never opens a stream for a tab that left while waiting, and stops relaying to it', async () => {
    const { openTab, streams, live, received } = browser();
    const leaveA = openTab('a');
    await settle();
    const leaveB = openTab('b');
    openTab('c');
    await settle();
    leaveB();
    leaveA();
    await settle();
    expect(live().map((s) => s.tab)).toEqual(['c']);
    expect(streams.map((s) => s.tab)).toEqual(['a', 'c']);
    live()[0].emit({ n: 4 });
    await settle();
    expect(received.get('b')).toEqual([]);
    expect(received.get('c')).toEqual([4]);
  });

  it("keeps another user's tabs apart: a stream of their own, none of the other user's events", async () => {
    const { openTab, live, received } = browser();
    openTab('a', 'visapath-live-events-1');
    openTab('b', 'visapath-live-events-2');
    await settle();
    expect(live().map((s) => [s.tab, s.takeover])).toEqual([
      ['a', false],
      ['b', false],
    ]);
    live()[0].emit({ n: 5 });
    await settle();
    expect(Object.fromEntries(received)).toEqual({ a: [5], b: [] });
  });

  it.each([{ locks: false }, { channels: false }])('opens a stream per tab without the APIs (%o)', async (apis) => {
    const { openTab, live, received } = browser(apis);
    const leaveA = openTab('a');
    openTab('b');
    await settle();
    expect(live().map((s) => [s.tab, s.takeover])).toEqual([
      ['a', false],
      ['b', false],
    ]);
    live()[0].emit({ n: 6 });
    leaveA();
    await settle();
    expect(Object.fromEntries(received)).toEqual({ a: [6], b: [] });
    expect(live().map((s) => s.tab)).toEqual(['b']);
  });
});
