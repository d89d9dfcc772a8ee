import { useState, type MouseEvent, type ReactElement } from 'react';
import { Button, Confirm, useTranslate, type ButtonProps } from 'react-admin';
import { LabelledButton } from './LabelledButton';

/**
 * A button that runs a command only after a confirmation dialog: `label` names the button and the dialog's confirm
 * action, `title` and `content` are message keys translated with `translateOptions`. The dialog stays open, busy,
 * until `onConfirm` settles. A click does not reach what the button sits in (a list row that opens on click).
 * `labelled` keeps the label beside the icon on a phone too, where react-admin shows a bare icon.
 */
export function ConfirmedCommandButton({
  label,
  icon,
  color,
  title,
  content,
  translateOptions,
  onConfirm,
  labelled = false,
}: {
  label: string;
  icon: ReactElement;
  color?: ButtonProps['color'];
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  onConfirm: () => Promise<unknown>;
  labelled?: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  const openConfirm = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {labelled ? (
        <LabelledButton label={label} icon={icon} color={color} onClick={openConfirm} />
      ) : (
        <Button
          label={label}
          // Named explicitly: on a phone react-admin may show the button as a bare icon.
          aria-label={translate(label)}
          color={color}
          onClick={openConfirm}
        >
          {icon}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        translateOptions={translateOptions}
        confirm={label}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
