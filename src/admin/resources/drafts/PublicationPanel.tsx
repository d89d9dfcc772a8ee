import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { canSchedule, hasDrafts } from '@/domain/drafts';
import type { ResourceDef } from '@/domain/resourceDef';
import { getRole } from '@/admin/providers/session';
import { DATE_TIME_FORMAT } from '../fields';
import { DraftActions } from './DraftActions';
import { DraftSummary } from './DraftSummary';
import { ScheduleButton } from './ScheduleDialog';
import { usePublication } from './usePublication';

/**
 * On a record's page (of a resource the website reads): its draft waiting beside the live version, with what may be
 * done with it, and (for admins) when it is to be published or unpublished. Nothing for a partner without a draft.
 */
export function PublicationPanel({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const { data, isPending } = usePublication(def, record?.id);
  const admin = getRole() === 'admin';
  if (!record || !hasDrafts(def)) return null;
  const path = `${def.base}/${def.name}/${String(record.id)}`;
  const schedulable = admin && canSchedule(def);
  if (!isPending && !data?.draft && !schedulable) return null;
  const at = (iso: string | null) => iso && new Date(iso).toLocaleString(locale, DATE_TIME_FORMAT);
  const publishAt = at(data?.schedule?.publish_at ?? null);
  const unpublishAt = at(data?.schedule?.unpublish_at ?? null);
  return (
    <Card component="section" aria-labelledby="publication-title" data-testid="publication">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h2" id="publication-title" sx={{ flexGrow: 1 }}>
              {translate('vp.drafts.title')}
            </Typography>
            {schedulable && <ScheduleButton path={path} schedule={data?.schedule ?? null} />}
          </Stack>
          {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
          {publishAt && (
            <Typography variant="body2">{translate('vp.drafts.publishes_on', { when: publishAt })}</Typography>
          )}
          {unpublishAt && (
            <Typography variant="body2">{translate('vp.drafts.unpublishes_on', { when: unpublishAt })}</Typography>
          )}
          {data?.draft ? (
            <>
              <DraftSummary resource={def.name} draft={data.draft} />
              <DraftActions path={path} draft={data.draft} admin={admin} />
            </>
          ) : (
            !isPending &&
            !publishAt &&
            !unpublishAt && (
              <Typography variant="body2" color="text.secondary">
                {translate('vp.drafts.nothing')}
              </Typography>
            )
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
