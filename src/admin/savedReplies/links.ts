import { savedReplies } from '@/domain/areas/savedReplies';
import type { MenuLink } from '@/admin/menu';
import { resourceLink } from '@/admin/resources';

/** The menu entry to the saved replies (a partner's list holds its organisation's and the global ones). */
export const savedRepliesLink = (): MenuLink => resourceLink(savedReplies, { key: 'saved-replies' });
