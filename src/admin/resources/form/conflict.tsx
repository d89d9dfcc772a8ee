import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert } from '@mui/material';
import {
  Edit,
  Loading,
  useNotify,
  useTranslate,
  useRedirect,
  useResourceContext,
  type EditProps,
  type HttpError,
  type RaRecord,
} from 'react-admin';
import { isStale } from '@/admin/resources/grid/problems';
import { MINOR_CHANGE, waitsForReview } from '@/admin/resources/dataProvider';
import { MinorChangeContext } from './MinorChange';
import { hasDrafts } from '@/domain/drafts';
import { resourceByName } from '@/domain/resources';
import { getRole } from '@/admin/providers/session';
import { draftValues, useForgetPublications, usePublication } from '@/admin/resources/drafts/usePublication';

/** A save refused because someone saved the record first: what this person sent, over which version. */
export interface Conflict {
  mine: RaRecord;
  base: RaRecord;
}

interface ConflictState {
  conflict: Conflict | null;
  settle: () => void;
  /** The next save goes over this version of the record (theirs), with the values the person chose. */
  saveOver: (theirs: RaRecord) => void;
}

const ConflictContext = createContext<ConflictState>({
  conflict: null,
  settle: () => undefined,
  saveOver: () => undefined,
});

export const useConflict = () => useContext(ConflictContext);

/**
 * react-admin's Edit, whose stale-version refusal (a 409 without field errors) opens the form's conflict dialog
 * (ConflictDialog) instead of a "reload and try again" message. Every other error is reported as Edit would.
 * It also holds the form's "Minor change" tick, sent with each save. Of a resource the website reads, the form
 * starts from the record's draft where the person edits that draft (draftValues), and says how saving works: a
 * partner's change to a live listing waits for review; an admin sees that a partner's change waits.
 */
export function ConflictAwareEdit({ children, ...props }: EditProps & { children: ReactNode }) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [minor, setMinor] = useState(false);
  // The form's data has no version (its schema keeps the resource's fields only): a save over their version
  // carries it by the transform; the record the Edit loaded stays the older one until the save succeeds.
  const over = useRef<RaRecord | null>(null);
  const sentOver = useRef<RaRecord | null>(null);
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const def = resource ? resourceByName(resource) : undefined;
  const drafted = !!def && hasDrafts(def);
  const routeId = useParams().id;
  const role = getRole();
  const publication = usePublication(def, drafted ? (props.id ?? routeId) : undefined);
  const forgetPublications = useForgetPublications();
  // As react-admin's own, but a partner's edit of its live listing says it waits for review.
  const onSuccess = (data: RaRecord) => {
    if (waitsForReview(data)) notify('vp.drafts.submitted', { type: 'info' });
    else notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    if (drafted) void forgetPublications();
    if (props.redirect !== false) redirect(props.redirect ?? 'show', resource, data.id, data);
  };
  // One select per draft: a new function each render would give the form a new record, which resets it.
  const select = useMemo(() => {
    const draft = draftValues(role, publication.data);
    return (record: RaRecord) => ({ ...record, ...draft });
  }, [role, publication.data]);
  if (drafted && publication.isPending) return <Loading />;
  const notice = !drafted
    ? null
    : role !== 'admin'
      ? 'vp.drafts.live_notice'
      : publication.data?.draft && publication.data.draft.status !== 'draft'
        ? 'vp.drafts.review_waiting'
        : null;
  const onError = (error: unknown, variables: { data?: Partial<RaRecord>; previousData?: RaRecord }) => {
    const base = sentOver.current ?? variables.previousData;
    if (isStale(error) && base) {
      setConflict({ mine: { ...base, ...variables.data }, base });
      return;
    }
    // Field errors land on their inputs (react-admin's form takes them); anything else is said in a toast.
    const fieldErrors = (error as HttpError | undefined)?.body?.errors as object | undefined;
    if (fieldErrors && Object.keys(fieldErrors).length) return;
    const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
  return (
    <ConflictContext.Provider
      value={{
        conflict,
        settle: () => setConflict(null),
        saveOver: (theirs) => {
          over.current = theirs;
          setConflict(null);
        },
      }}
    >
      {notice && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate(notice)}
        </Alert>
      )}
      <Edit
        {...props}
        queryOptions={{ select }}
        mutationMode="pessimistic"
        mutationOptions={{ onError, onSuccess }}
        transform={(data: RaRecord) => {
          // Once: the save after this one is over whatever the Edit then holds.
          sentOver.current = over.current;
          over.current = null;
          const sent = sentOver.current ? { ...data, version: sentOver.current.version } : data;
          return minor ? { ...sent, [MINOR_CHANGE]: true } : sent;
        }}
      >
        <MinorChangeContext.Provider value={{ minor, setMinor }}>{children}</MinorChangeContext.Provider>
      </Edit>
    </ConflictContext.Provider>
  );
}
