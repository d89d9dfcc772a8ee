import type { ComponentType } from 'react';
import type { Action } from '@/domain/access';
import type { Role } from '@/domain/roles';

export interface MenuLink {
  key: string;
  /** Translation key. */
  label: string;
  to: string;
  icon: ComponentType;
  /** Shown only when the shared access rules allow this. */
  access?: { resource: string; action: Action };
  /** A count shown on the entry while it is in the menu (e.g. the enquiries waiting for an answer). */
  badge?: MenuBadge;
}

/** A number on a menu entry: read by a hook (called while the entry is shown), described by a translation. */
export interface MenuBadge {
  /** The count, or undefined while unknown; 0 shows no badge. */
  useCount: () => number | undefined;
  /** Translation key of the count's accessible description, given `smart_count` (e.g. "3 waiting"). */
  label: string;
}

export interface MenuGroup {
  key: string;
  label: string;
  icon: ComponentType;
  links: MenuLink[];
}

/**
 * What an area adds to the sidebar: the admin's collapsible group, and each partner role's own entries
 * (a partner sees only its own role's). Areas register here as their screens land.
 */
export interface AreaMenu {
  admin?: MenuGroup;
  partner?: Partial<Record<Exclude<Role, 'admin'>, MenuLink[]>>;
}
