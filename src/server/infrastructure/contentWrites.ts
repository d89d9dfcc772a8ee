/**
 * This process's writes to the tables the public API serves, told to whoever keeps something derived from them in
 * memory (the public answers' ETags). Writes by other processes are not told: a memo of them must expire by itself.
 */
const listeners = new Set<(table: string) => void>();

export function noteContentWrite(table: string): void {
  for (const listener of listeners) listener(table);
}

export function onContentWrite(listener: (table: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
