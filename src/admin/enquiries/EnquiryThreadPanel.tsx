import { lazy, Suspense } from 'react';
import { Card, CardContent, LinearProgress } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ComposerEnquiry } from './ReplyComposer';

// The conversation (timeline, reply composer and its templates) loads with the first enquiry opened.
const EnquiryThread = lazy(() => import('./EnquiryThread').then((m) => ({ default: m.EnquiryThread })));

/** The enquiry page's panel (below its fields): the conversation of the record shown. */
export function EnquiryThreadPanel() {
  const translate = useTranslate();
  const record = useRecordContext<ComposerEnquiry & { id: number }>();
  if (!record) return null;
  return (
    <Card variant="outlined" component="section" data-testid="enquiry-thread">
      <CardContent>
        <Suspense fallback={<LinearProgress aria-label={translate('vp.thread.heading')} />}>
          <EnquiryThread enquiry={record} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
