import { useState, type FormEvent } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { canAccess } from '@/domain/access';
import { ROLES, USER_TYPE_BY_ROLE, type Role } from '@/domain/roles';
import { VIEW_NAME_MAX } from '@/domain/viewLimits';

export interface ViewDialogValue {
  name: string;
  shared_with: Role | null;
}

interface ViewDialogProps {
  resource: string;
  /** The view being changed; none: the current state is saved as a new view. */
  initial?: ViewDialogValue;
  /** Admins may share a view with a role. */
  canShare: boolean;
  onClose: () => void;
  /** Resolves with the server's field errors (by field), or nothing once saved. */
  onSubmit: (value: ViewDialogValue) => Promise<Record<string, string> | undefined>;
}

/** Names a view (and, for an admin, the role it is shared with): saving the current list, or changing a view. */
export function ViewDialog({ resource, initial, canShare, onClose, onSubmit }: ViewDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initial?.name ?? '');
  const [sharedWith, setSharedWith] = useState<Role | ''>(initial?.shared_with ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const titleId = `${resource}-save-view-title`;
  const roles = ROLES.filter((role) => canAccess(role, { resource, action: 'list' }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: translate('vp.validation.required') });
    setPending(true);
    const problems = await onSubmit({ name: name.trim(), shared_with: sharedWith || null });
    setPending(false);
    if (problems) setErrors(problems);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          {translate(initial ? 'vp.list.edit_view_title' : 'vp.list.save_view_title')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            fullWidth
            required
            label={translate('vp.list.view_name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={!!errors.name}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
          />
          {canShare && (
            <TextField
              select
              margin="dense"
              fullWidth
              label={translate('vp.list.shared_with')}
              value={sharedWith}
              onChange={(event) => setSharedWith(event.target.value as Role | '')}
              error={!!errors.shared_with}
              helperText={errors.shared_with ?? translate('vp.list.shared_with_help')}
              // "Nobody" is the empty value: shown as such, not as an empty field.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{translate('vp.list.shared_with_nobody')}</MenuItem>
              {roles.map((role) => (
                <MenuItem key={role} value={role}>
                  {translate(`vp.choices.user_type.${USER_TYPE_BY_ROLE[role]}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={!name.trim() || pending}>
            {translate('ra.action.save')}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
