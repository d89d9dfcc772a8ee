/** What sharing needs of the browser (read from globalThis unless given, e.g. fakes in a test). */
interface SharingApis {
  locks?: Pick<LockManager, 'request'>;
  Channel?: new (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close' | 'onmessage'>;
}

const browserApis = (): SharingApis => ({
  locks: globalThis.navigator?.locks,
  Channel: globalThis.BroadcastChannel,
});

/**
 * One stream for all of a browser's tabs that share `name`: the tab holding the Web Lock `name` (the leader) opens
 * it with `open` and posts each of its events on the BroadcastChannel `name` to the other tabs; every tab, the
 * leader too, hands each event to `onEvent`. When the leader leaves (its tab closes, it signs out), its lock is
 * released and a waiting tab takes over with a stream of its own, told `takeover` (events of the gap are lost).
 * Without the Web Locks API or BroadcastChannel each tab opens its own. Returns the function that leaves.
 */
export function shareStream<T>(
  name: string,
  open: (onEvent: (event: T) => void, takeover: boolean) => () => void,
  onEvent: (event: T) => void,
  { locks, Channel }: SharingApis = browserApis(),
): () => void {
  if (!locks || !Channel) return open(onEvent, false);
  const channel = new Channel(name);
  channel.onmessage = (message: MessageEvent<T>) => onEvent(message.data);
  const left = new AbortController();
  let stop = () => {};

  // Holds the lock until the tab leaves.
  const lead = (takeover: boolean) =>
    new Promise<void>((resolve) => {
      if (left.signal.aborted) return resolve();
      const close = open((event) => {
        channel.postMessage(event);
        onEvent(event);
      }, takeover);
      stop = () => {
        close();
        resolve();
      };
    });

  // A tab that finds the lock taken waits for it (the request is dropped when it leaves first).
  locks
    .request(name, { ifAvailable: true }, (lock) =>
      lock ? lead(false) : locks.request(name, { signal: left.signal }, () => lead(true)),
    )
    .catch(() => undefined);

  return () => {
    left.abort();
    stop();
    channel.close();
  };
}
