import type { AreaMenu } from './menu';
import type { ResourceExtension } from './resources/extensions';
import type { RouteAliases } from './routes/aliases';
import type { AreaScreen } from './routes/screens';

/** One area of the console: its sidebar entries, resources, bespoke screens and /dashboard/... route aliases. */
export interface Area {
  menu: AreaMenu;
  /** Bespoke screens inside the layout, by path, each with the access it needs (checked like the resources'). */
  screens?: Record<string, AreaScreen>;
  aliases?: RouteAliases;
  /** What the area adds to the generated screens of its resources, by resource name. */
  resources?: Record<string, ResourceExtension>;
}
