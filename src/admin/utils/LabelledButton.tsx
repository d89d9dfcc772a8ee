import type { ReactElement } from 'react';
import { Button, type ButtonProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A finger's room on a phone. */
const TOUCH = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { minHeight: 40 } });

/**
 * A button with its label (a message key) beside its icon on every screen. react-admin's `Button` drops the label
 * below 600 px for a bare icon with a tooltip, which a phone never shows: an action whose icon alone does not say
 * what it does (approve, send back, confirm unchanged) keeps its words.
 */
export function LabelledButton({
  label,
  icon,
  ...props
}: Omit<ButtonProps, 'children' | 'startIcon' | 'sx'> & { label: string; icon: ReactElement }) {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={icon} sx={TOUCH} {...props}>
      {translate(label, { _: label })}
    </Button>
  );
}
