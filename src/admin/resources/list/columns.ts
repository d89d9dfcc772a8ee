import type { SxProps, Theme } from '@mui/material';
import type { FieldDef } from '@/domain/resourceDef';

/** Numbers line up on the right; a date (with its time) stays on one line. */
export function columnLayout(field: FieldDef): { align?: 'right'; sx?: SxProps<Theme> } {
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return { align: 'right', sx: { whiteSpace: 'nowrap' } };
    case 'date':
    case 'datetime':
      return { sx: { whiteSpace: 'nowrap' } };
    default:
      return {};
  }
}

/** The creation time of inbox lists, displayed as a datetime field. */
export const CREATED_AT: FieldDef = { kind: 'datetime', derived: true };
