import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EnquiryStatus } from '@/domain/areas/enquiries';

const STATUS_COLOR: Record<EnquiryStatus, ChipProps['color']> = {
  new: 'info',
  in_progress: 'warning',
  closed: 'success',
  spam: 'default',
};

/** An enquiry's status as a coloured chip (lists and show page). `source` and `label` are read by the screens. */
export function StatusChip(_props: { source?: string; label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const status = record?.status as EnquiryStatus | undefined;
  if (!status) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status] ?? 'default'}
      variant={status === 'spam' ? 'outlined' : 'filled'}
      label={translate(`vp.choices.enquiry_status.${status}`, { _: status })}
      data-testid="enquiry-status"
    />
  );
}
