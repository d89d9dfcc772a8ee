import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { errorMessage, httpClient } from '@/admin/providers/http';

/** The toast a command that went through shows, and whether the page reloads its records after it. */
export interface CommandDone {
  message: string;
  /** The toast's values, or how to read them from the API's answer (the counts of what a command did). */
  messageArgs?: Record<string, unknown> | ((answer: Record<string, unknown>) => Record<string, unknown>);
  type?: 'success' | 'info';
  refresh?: boolean;
}

/**
 * POSTs (or, as `method` says, PUTs or DELETEs) a command (one of a record's, `/api/<resource>/:id/<command>`, or a resource's), says in a toast how it went
 * (the API's message when it refused), and tells whether it is still running. `run` resolves to whether it went
 * through.
 */
export function useRecordCommand() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (path: string, done: CommandDone, body: unknown = {}, method = 'POST'): Promise<boolean> => {
    setBusy(true);
    try {
      const { json } = await httpClient(path, { method, body: method === 'DELETE' ? undefined : JSON.stringify(body) });
      const messageArgs =
        typeof done.messageArgs === 'function' ? done.messageArgs(json as Record<string, unknown>) : done.messageArgs;
      notify(done.message, { type: done.type ?? 'success', messageArgs });
      if (done.refresh) refresh();
      return true;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
