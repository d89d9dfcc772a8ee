import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';

export const TOAST_LIMIT = 5;
export const TOAST_HIDE_MS = 3000;

interface Toast {
  id: number;
  text: string;
  type: 'info' | 'success' | 'warning' | 'error';
  hideAfter: number;
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
            { id: nextId++, text, type, hideAfter: Number(n.notificationOptions?.autoHideDuration) || TOAST_HIDE_MS },
          ],
    );
  }, [notifications, toasts.length, takeNotification, translate]);

  const close = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);

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

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const translate = useTranslate();
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), toast.hideAfter);
    return () => clearTimeout(timer);
  }, [toast.id, toast.hideAfter, onClose]);
  return (
    <Alert
      variant="filled"
      severity={toast.type}
      role={toast.type === 'error' ? 'alert' : 'status'}
      action={
        <IconButton
          size="small"
          color="inherit"
          aria-label={translate('ra.action.close')}
          onClick={() => onClose(toast.id)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {toast.text}
    </Alert>
  );
}
