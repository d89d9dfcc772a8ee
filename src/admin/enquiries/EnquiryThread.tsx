import type { Ref } from 'react';
import { Divider, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { enquiries } from '@/domain/areas/enquiries';
import { EnquiryTimeline } from './EnquiryTimeline';
import { ReplyComposer, type ComposerEnquiry } from './ReplyComposer';

/** An enquiry's conversation: its timeline, then the reply box for those who may work on it. */
export function EnquiryThread({
  enquiry,
  inputRef,
  heading = true,
}: {
  enquiry: ComposerEnquiry;
  inputRef?: Ref<HTMLTextAreaElement>;
  heading?: boolean;
}) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: enquiries.name, action: 'edit' });
  return (
    <Stack spacing={2}>
      {heading && (
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('vp.thread.heading')}
        </Typography>
      )}
      <EnquiryTimeline enquiryId={enquiry.id} />
      {canAccess && (
        <>
          <Divider />
          <ReplyComposer key={String(enquiry.id)} enquiry={enquiry} inputRef={inputRef} />
        </>
      )}
    </Stack>
  );
}
