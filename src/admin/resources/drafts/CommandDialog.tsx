import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button, useTranslate } from 'react-admin';

/**
 * A dialog that asks for a command's input: its title and help (message keys), the inputs, Cancel and the
 * confirming button (`confirm`, a message key), disabled while the command runs.
 */
export function CommandDialog({
  id,
  open,
  onClose,
  title,
  help,
  helpOptions,
  confirm,
  busy,
  onConfirm,
  maxWidth,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  title: string;
  help: string;
  helpOptions?: Record<string, unknown>;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  maxWidth: 'xs' | 'sm';
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={id}>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(help, helpOptions)}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button label={confirm} variant="contained" disabled={busy} onClick={onConfirm} />
      </DialogActions>
    </Dialog>
  );
}
