import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk } from '@/admin/utils/reloadOnStaleChunk';

/** A chunk of the previous build failed to load (what Vite dispatches on window after a deploy). */
function chunkFails() {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('a tab that fails to load a chunk after a deploy', () => {
  it('reloads once to get the new build, and not again in a loop when the new build fails too', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const storage = window.sessionStorage;
    storage.clear();
    const reload = vi.fn();
    reloadOnStaleChunk(storage, reload);

    expect(chunkFails().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(chunkFails().defaultPrevented, 'the second failure shows as an error').toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(61_000);
    chunkFails();
    expect(reload, 'a later deploy reloads again').toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
