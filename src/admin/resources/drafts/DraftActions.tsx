import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import { Stack } from '@mui/material';
import type { Draft } from '@/domain/drafts';
import { ConfirmedCommandButton } from '@/admin/utils/ConfirmedCommandButton';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';
import { SendBackButton } from './SendBackDialog';

/**
 * What may be done with a draft (of the record at `path`): an admin publishes it (approves a partner's), sends a
 * partner's back, or discards it; a partner withdraws its own. Each button keeps its words on a phone.
 */
export function DraftActions({ path, draft, admin }: { path: string; draft: Draft; admin: boolean }) {
  const { run } = useRecordCommand();
  const review = draft.status !== 'draft';
  const author = draft.author ?? '';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {admin && draft.status !== 'sent_back' && (
        <ConfirmedCommandButton
          label={review ? 'vp.drafts.approve' : 'vp.drafts.publish'}
          icon={<PublishIcon />}
          labelled
          title={review ? 'vp.drafts.approve_title' : 'vp.drafts.publish_title'}
          content={review ? 'vp.drafts.approve_content' : 'vp.drafts.publish_content'}
          translateOptions={{ name: author }}
          onConfirm={() =>
            run(`${path}/draft/publish`, {
              message: review ? 'vp.drafts.approved' : 'vp.drafts.published',
              refresh: true,
            })
          }
        />
      )}
      {admin && draft.status === 'in_review' && <SendBackButton path={path} author={author} />}
      <ConfirmedCommandButton
        label={admin ? 'vp.drafts.discard' : 'vp.drafts.withdraw'}
        icon={<DeleteOutlineIcon />}
        labelled
        color="error"
        title="vp.drafts.discard_title"
        content="vp.drafts.discard_content"
        onConfirm={() => run(path + '/draft', { message: 'vp.drafts.discarded', refresh: true }, undefined, 'DELETE')}
      />
    </Stack>
  );
}
