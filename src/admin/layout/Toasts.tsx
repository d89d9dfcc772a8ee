import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotificationContext, useNotify, useRefresh, useTranslate, type NotificationPayload } from 'react-admin';
import { errorMessage } from '@/admin/providers/http';
import { undo, UNDOABLE_EVENT, useUndoableNotify, type Undoable } from '@/admin/resources/undo';

export const TOAST_LIMIT = 5;
export const TOAST_HIDE_MS = 3000;

interface Toast {
  id: number;
  text: string;
  type: 'info' | 'success' | 'warning' | 'error';
  hideAfter: number;
  /** A change the toast offers to take back (useUndoableNotify). */
  undo?: Undoable;
}

let nextId = 1;

/**
 * react-admin shows one notification at a time; this drains its queue into a stack, bottom-right (clear of the
 * app bar's menus), at most 5 at once, no duplicates, each hidden after 3000 ms (or closed with its button).
 */
export function Toasts() {
  const translate = useTranslate();
  const { notifications, takeNotification } = useNotificationContext();
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    if (!notifications.length || toasts.length >= TOAST_LIMIT) return;
    const n: NotificationPayload | void = takeNotification();
    if (!n) return;
    const text =
      typeof n.message === 'string'
        ? translate(n.message, { _: n.message, ...(n.notificationOptions?.messageArgs ?? {}) })
        : '';
    if (!text) return;
    const type = n.type === 'warning' || n.type === 'error' || n.type === 'success' ? n.type : 'info';
    setToasts((current) =>
      current.some((t) => t.text === text && t.type === type)
        ? current
        : [
            ...current,
            {
              id: nextId++,
              text,
              type,
              hideAfter: Number(n.notificationOptions?.autoHideDuration) || TOAST_HIDE_MS,
              undo: n.notificationOptions?.undo as Undoable | undefined,
            },
          ],
    );
  }, [notifications, toasts.length, takeNotification, translate]);

  const close = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  useAnnouncedUndos();

  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        bottom: 16,
        right: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: 'calc(100vw - 32px)',
        width: 360,
      }}
      data-testid="toasts"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={close} />
      ))}
    </Box>
  );
}

/** The deletes the data provider announces (react-admin's delete buttons make them), as toasts with Undo. */
function useAnnouncedUndos() {
  const notify = useUndoableNotify();
  useEffect(() => {
    const onUndoable = (event: Event) => {
      const { count, ...undoable } = (event as CustomEvent<Undoable & { count: number }>).detail;
      notify('vp.undo.deleted', undoable, { smart_count: count });
    };
    window.addEventListener(UNDOABLE_EVENT, onUndoable);
    return () => window.removeEventListener(UNDOABLE_EVENT, onUndoable);
  }, [notify]);
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [undoing, setUndoing] = useState(false);
  useEffect(() => {
    if (undoing) return;
    const timer = setTimeout(() => onClose(toast.id), toast.hideAfter);
    return () => clearTimeout(timer);
  }, [toast.id, toast.hideAfter, onClose, undoing]);
  const takeBack = async (undoable: Undoable) => {
    setUndoing(true);
    try {
      await undo(undoable);
      notify('vp.undo.done', { type: 'info' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      onClose(toast.id);
      refresh();
    }
  };
  return (
    <Alert
      variant="filled"
      severity={toast.type}
      role={toast.type === 'error' ? 'alert' : 'status'}
      action={
        <>
          {toast.undo && (
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              disabled={undoing}
              onClick={() => void takeBack(toast.undo!)}
              sx={{ mr: 0.5, alignSelf: 'center' }}
            >
              {translate('vp.undo.action')}
            </Button>
          )}
          <IconButton
            size="small"
            color="inherit"
            aria-label={translate('ra.action.close')}
            onClick={() => onClose(toast.id)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      {toast.text}
    </Alert>
  );
}
