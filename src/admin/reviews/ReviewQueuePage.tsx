import { Alert, Card, CardContent, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import type { Review } from '@/domain/drafts';
import { resourceByName } from '@/domain/resources';
import { apiGet, errorMessage } from '@/admin/providers/http';
import { DraftActions } from '@/admin/resources/drafts/DraftActions';
import { DraftSummary } from '@/admin/resources/drafts/DraftSummary';

const REVIEWS_QUERY = ['reviews'];
export const fetchReviews = () => apiGet<{ reviews: Review[]; total: number }>('/api/reviews');

/** One partner's changes waiting: the record (a link to it), its organisation, and the changes to approve or send back. */
function ReviewCard({ review }: { review: Review }) {
  const translate = useTranslate();
  const def = resourceByName(review.resource);
  const path = `${def?.base ?? '/api'}/${review.resource}/${String(review.record_id)}`;
  const kind = translate(`resources.${review.resource}.name`, { smart_count: 1, _: review.resource });
  return (
    <Card component="article" aria-labelledby={`review-${review.resource}-${String(review.record_id)}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <div>
            <Typography variant="overline" color="text.secondary">
              {review.organization ? `${kind} · ${review.organization}` : kind}
            </Typography>
            <Typography variant="h6" component="h2" id={`review-${review.resource}-${String(review.record_id)}`}>
              <Link component={RouterLink} to={`/${review.resource}/${String(review.record_id)}/show`}>
                {review.title}
              </Link>
            </Typography>
          </div>
          <DraftSummary resource={review.resource} draft={review} />
          <DraftActions path={path} draft={review} admin />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The admins' review queue: partners' changes to their live listings, the oldest first. */
export function ReviewQueuePage() {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({ queryKey: REVIEWS_QUERY, queryFn: fetchReviews });
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 1100 }}>
      {/* The app bar's title is the page's heading. */}
      <Title title={translate('vp.reviews.title')} />
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{translate(errorMessage(error))}</Alert>}
      {data && (
        <Typography variant="body2" color="text.secondary">
          {data.total ? translate('vp.reviews.total', { smart_count: data.total }) : translate('vp.reviews.empty')}
        </Typography>
      )}
      {data?.reviews.map((review) => (
        <ReviewCard key={`${review.resource}/${String(review.record_id)}`} review={review} />
      ))}
    </Stack>
  );
}
