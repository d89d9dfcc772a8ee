import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type {
  EnquiryEvent,
  MessageAttachment,
  MessageKind,
  PostedKind,
  ReplyStatus,
} from '@/domain/areas/enquiryMessages';
import { enquiries } from '@/domain/areas/enquiries';
import { apiGet, apiPost } from '@/admin/providers/http';

/** One entry of an enquiry's timeline (GET /api/enquiries/:id/messages), oldest first. */
export interface TimelineEntry {
  id: number;
  kind: MessageKind;
  author: string | null;
  created_at: string;
  body: string;
  status: ReplyStatus | null;
  html?: string | null;
  event?: EnquiryEvent | null;
  attachments: MessageAttachment[];
  error?: string | null;
  subject?: string | null;
}

export interface PostMessage {
  kind: PostedKind;
  body: string;
  saved_reply_id?: number;
  /** Files stored by POST /api/uploads for the enquiry's `reply` slot, and the names they are sent under. */
  attachments?: { url: string; filename: string }[];
}

export interface ReplyPreview {
  locale: string;
  body: string;
  /** Placeholders the saved reply names that the server does not know. */
  unknown: string[];
}

const threadUrl = (id: Identifier) => `${enquiries.base}/${enquiries.name}/${encodeURIComponent(String(id))}`;

/** The timeline's query key: the live events invalidate it when something arrives. */
export const messagesKey = (id: Identifier) => ['enquiry-messages', String(id)] as const;

export function useEnquiryMessages(id: Identifier | undefined) {
  return useQuery({
    queryKey: messagesKey(id ?? ''),
    queryFn: () => apiGet<TimelineEntry[]>(`${threadUrl(id!)}/messages`),
    enabled: id !== undefined && id !== '',
  });
}

/**
 * After a post or a retry: the timeline again, and the enquiry (its first response and waiting time change with
 * a reply) in every list and page that shows it.
 */
function useRefetchThread(id: Identifier) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messagesKey(id) }),
      queryClient.invalidateQueries({ queryKey: [enquiries.name] }),
    ]);
}

export function usePostMessage(id: Identifier) {
  const refetch = useRefetchThread(id);
  return useMutation({
    mutationFn: (message: PostMessage) => apiPost<TimelineEntry>(`${threadUrl(id)}/messages`, message),
    onSuccess: () => refetch(),
  });
}

export function useRetryReply(id: Identifier) {
  const refetch = useRefetchThread(id);
  return useMutation({
    mutationFn: (messageId: number) => apiPost<unknown>(`${threadUrl(id)}/messages/${messageId}/retry`, {}),
    onSuccess: () => refetch(),
  });
}

/** A saved reply filled in for this enquiry, in its language unless `locale` says otherwise. */
export const replyPreview = (id: Identifier, savedReplyId: Identifier, locale?: string) =>
  apiPost<ReplyPreview>(`${threadUrl(id)}/reply-preview`, { saved_reply_id: Number(savedReplyId), locale });
