import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { Edit, useNotify, type EditProps, type HttpError, type RaRecord } from 'react-admin';
import { isStale } from '@/admin/resources/grid/problems';
import { MINOR_CHANGE } from '@/admin/resources/dataProvider';
import { MinorChangeContext } from './MinorChange';

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
 * It also holds the form's "Minor change" tick, sent with each save.
 */
export function ConflictAwareEdit({ children, ...props }: EditProps & { children: ReactNode }) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [minor, setMinor] = useState(false);
  // The form's data has no version (its schema keeps the resource's fields only): a save over their version
  // carries it by the transform; the record the Edit loaded stays the older one until the save succeeds.
  const over = useRef<RaRecord | null>(null);
  const sentOver = useRef<RaRecord | null>(null);
  const notify = useNotify();
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
      <Edit
        {...props}
        mutationMode="pessimistic"
        mutationOptions={{ onError }}
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
