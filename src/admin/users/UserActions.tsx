import { useState, type ReactElement } from 'react';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyIcon from '@mui/icons-material/VpnKey';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import {
  Button,
  Confirm,
  useCanAccess,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { errorMessage } from '@/admin/providers/http';
import { getUser } from '@/admin/providers/session';
import { ConfirmedCommandButton } from '@/admin/utils/ConfirmedCommandButton';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';

interface UserRecord extends RaRecord {
  email: string;
  is_active: boolean;
}

/** Mails the user a code (to reset the password, or to set a first one); the API audits it. */
export function SendResetButton() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const { busy, run } = useRecordCommand();
  if (!record || !canAccess) return null;
  const send = () =>
    run(`/api/users/${record.id}/send-reset`, { message: 'vp.users.reset_sent', messageArgs: { email: record.email } });
  // Named explicitly: on a phone react-admin shows a disabled button as a bare icon without its label.
  return (
    <Button
      label="vp.users.send_reset"
      aria-label={translate('vp.users.send_reset')}
      onClick={send}
      disabled={busy || !record.is_active}
    >
      <KeyIcon />
    </Button>
  );
}

/** A command on the user (the API audits it) run after a confirmation naming them; `name` keys its texts. */
function ConfirmedUserCommand({ command, name, icon }: { command: string; name: string; icon: ReactElement }) {
  const record = useRecordContext<UserRecord>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const { run } = useRecordCommand();
  if (!record || !canAccess) return null;
  return (
    <ConfirmedCommandButton
      label={`vp.users.${name}`}
      icon={icon}
      title={`vp.users.${name}_title`}
      content={`vp.users.${name}_content`}
      translateOptions={{ email: record.email }}
      onConfirm={() =>
        run(`/api/users/${record.id}/${command}`, {
          message: `vp.users.${name}_done`,
          messageArgs: { email: record.email },
        })
      }
    />
  );
}

/**
 * Removes the user's second factors and recovery codes (a lost phone), after a confirmation: their sessions end,
 * they are told by mail, and the API audits it.
 */
export const ResetFactorsButton = () => (
  <ConfirmedUserCommand command="reset-factors" name="reset_factors" icon={<PhonelinkEraseIcon />} />
);

/** Ends every session of the user (a lost laptop), after a confirmation: they are told by mail. */
export const EndSessionsButton = () => (
  <ConfirmedUserCommand command="end-sessions" name="end_sessions" icon={<LogoutIcon />} />
);

/**
 * Deactivates (signing the user out at once) or activates a user, after a confirmation. An admin's own account
 * cannot be deactivated (the API refuses it too).
 */
export function ActiveToggleButton() {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const [update, { isPending }] = useUpdate<UserRecord>();
  const [open, setOpen] = useState(false);
  // What the dialog confirms, fixed when it opens (the record changes while the dialog fades out).
  const [activate, setActivate] = useState(false);
  if (!record || !canAccess) return null;
  const active = record.is_active === true;
  const self = String(getUser()?.user_id) === String(record.id);
  const confirm = () =>
    update(
      'users',
      { id: record.id, data: { ...record, is_active: activate }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(activate ? 'vp.users.activated' : 'vp.users.deactivated', {
            type: 'success',
            messageArgs: { email: record.email },
          });
        },
        onError: (error) => {
          setOpen(false);
          notify(errorMessage(error), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button
        label={active ? 'vp.users.deactivate' : 'vp.users.activate'}
        aria-label={translate(active ? 'vp.users.deactivate' : 'vp.users.activate')}
        onClick={() => {
          setActivate(!active);
          setOpen(true);
        }}
        disabled={active && self}
        color={active ? 'error' : 'primary'}
      >
        {active ? <BlockIcon /> : <CheckCircleIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={activate ? 'vp.users.activate_title' : 'vp.users.deactivate_title'}
        content={activate ? 'vp.users.activate_content' : 'vp.users.deactivate_content'}
        translateOptions={{ email: record.email }}
        confirm={activate ? 'vp.users.activate' : 'vp.users.deactivate'}
        confirmColor={activate ? 'primary' : 'warning'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
