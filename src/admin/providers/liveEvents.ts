import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { apiPost, apiUrl, UNAUTHORIZED_EVENT } from './http';
import { getUser, hasValidSession } from './session';
import { shareStream } from './sharedStream';

/** An event of GET /api/events, as the server sends it (scoped to the signed-in user). */
interface LiveEventMessage {
  type: 'enquiry.created' | 'enquiry.updated' | 'enquiry.message' | 'resync';
  enquiry_id?: number;
  organization_id?: number | null;
  by?: number;
}

const EVENT_TYPES = ['enquiry.created', 'enquiry.updated', 'enquiry.message'] as const;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** Reloads what an event may have changed: the enquiries' lists and records, and the enquiry's timeline. */
function invalidate(client: QueryClient, event: LiveEventMessage) {
  void client.invalidateQueries({ queryKey: ['enquiries'] });
  void client.invalidateQueries({
    // The timeline's key holds the id as text, as a route parameter gives it (threadApi's messagesKey).
    queryKey: event.enquiry_id === undefined ? ['enquiry-messages'] : ['enquiry-messages', String(event.enquiry_id)],
  });
}

/**
 * One EventSource for the signed-in session. A browser's EventSource cannot send the token, so each connection
 * is opened with a fresh single-use ticket (POST /api/events/ticket); when it drops (the server ended it, the
 * network went away), it is opened again with a new ticket after a growing pause, and everything is reloaded
 * once it is back (events of the gap are lost), and once it first opens when it takes over from another tab
 * (`takeover`). Returns the function that closes it for good.
 */
function openLiveEvents(onEvent: (event: LiveEventMessage) => void, takeover: boolean): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pause = FIRST_RETRY_MS;
  let closed = false;
  let reconnecting = takeover;

  const retry = () => {
    source?.close();
    source = null;
    if (closed || !hasValidSession()) return;
    reconnecting = true;
    timer = setTimeout(() => void connect(), pause);
    pause = Math.min(pause * 2, MAX_RETRY_MS);
  };

  async function connect() {
    if (closed || !hasValidSession()) return;
    let ticket: string;
    try {
      ticket = (await apiPost<{ ticket: string }>('/api/events/ticket', {})).ticket;
    } catch {
      retry();
      return;
    }
    if (closed) return;
    const opened = new EventSource(apiUrl(`/api/events?ticket=${encodeURIComponent(ticket)}`));
    source = opened;
    opened.onopen = () => {
      pause = FIRST_RETRY_MS;
      if (reconnecting) onEvent({ type: 'resync' });
      reconnecting = false;
    };
    // The browser would reconnect with the spent ticket: a new one is fetched instead.
    opened.onerror = () => {
      if (source === opened) retry();
    };
    for (const type of EVENT_TYPES) {
      opened.addEventListener(type, (message) => {
        try {
          onEvent({ ...(JSON.parse(message.data as string) as LiveEventMessage), type });
        } catch {
          /* not an event of ours */
        }
      });
    }
    opened.addEventListener('resync', () => onEvent({ type: 'resync' }));
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}

/**
 * Keeps the signed-in user's live events open while mounted (once, in the shell): each event reloads the
 * enquiries' queries and the enquiry's timeline. One stream serves all of the user's tabs (shareStream: a
 * browser allows only six HTTP/1.1 connections per host). It is left when unmounted (sign-out leaves the shell)
 * and when the API refuses the session.
 */
export function useLiveEventStream(): void {
  const client = useQueryClient();
  const notify = useNotify();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    // Named after the user: a tab signed in as someone else never gets this user's events.
    const close = shareStream<LiveEventMessage>(
      `visapath-live-events-${getUser()?.user_id}`,
      openLiveEvents,
      (event) => {
        invalidate(client, event);
        // Someone else's enquiry (the website's, a colleague's): said once, wherever the user is.
        if (event.type === 'enquiry.created' && event.by !== getUser()?.user_id)
          notify('vp.enquiries.arrived', { type: 'info' });
      },
    );
    window.addEventListener(UNAUTHORIZED_EVENT, close);
    return () => {
      window.removeEventListener(UNAUTHORIZED_EVENT, close);
      close();
    };
  }, [client, notify]);
}
