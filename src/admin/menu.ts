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
