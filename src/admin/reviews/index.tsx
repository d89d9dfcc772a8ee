import { lazy } from 'react';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { useQuery } from '@tanstack/react-query';
import type { Area } from '@/admin/areaDef';

const ReviewQueuePage = lazy(() => import('./ReviewQueuePage').then((module) => ({ default: module.ReviewQueuePage })));

const REVIEWS_PATH = '/reviews';
const ACCESS = { resource: 'reviews', action: 'list' } as const;

/** How many partners' changes wait for review: the menu entry's badge. */
function useWaitingReviews() {
  const { data } = useQuery({
    queryKey: ['reviews', 'count'],
    queryFn: async () => (await import('./ReviewQueuePage')).fetchReviews(),
    refetchInterval: 60_000,
  });
  return data?.total;
}

/** The admins' review queue of partners' changes to their live listings. */
export const reviewsArea: Area = {
  screens: { [REVIEWS_PATH]: { element: <ReviewQueuePage />, access: ACCESS } },
  menu: {
    admin: {
      key: 'reviews',
      label: 'vp.reviews.title',
      icon: RateReviewIcon,
      links: [
        {
          key: 'reviews',
          label: 'vp.reviews.title',
          to: REVIEWS_PATH,
          icon: RateReviewIcon,
          access: ACCESS,
          badge: { useCount: useWaitingReviews, label: 'vp.reviews.total' },
        },
      ],
    },
  },
};
