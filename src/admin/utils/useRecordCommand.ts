import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { errorMessage, httpClient } from '@/admin/providers/http';

/** The toast a command that went through shows, and whether the page reloads its records after it. */
export interface CommandDone {
  message: string;
  messageArgs?: Record<string, unknown>;
  type?: 'success' | 'info';
  refresh?: boolean;
}

/**
 * POSTs one of a record's commands (`/api/<resource>/:id/<command>`), says in a toast how it went (the API's
 * message when it refused), and tells whether it is still running.
 */
export function useRecordCommand() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (path: string, done: CommandDone, body: unknown = {}) => {
    setBusy(true);
    try {
      await httpClient(path, { method: 'POST', body: JSON.stringify(body) });
      notify(done.message, { type: done.type ?? 'success', messageArgs: done.messageArgs });
      if (done.refresh) refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
