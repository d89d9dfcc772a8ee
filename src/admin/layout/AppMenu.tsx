import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Collapse,
  Divider,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Typography,
} from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { visuallyHidden } from '@mui/utils';
import { MenuItemLink, useGetIdentity, useSidebarState, useStore, useTranslate } from 'react-admin';
import { canAccess } from '@/domain/access';
import type { Role } from '@/domain/roles';
import { areaMenus } from '@/admin/areas';
import type { MenuBadge, MenuGroup, MenuLink } from '@/admin/menu';
import { APP_VERSION } from '@/admin/product';
import { getRole, getUser } from '@/admin/providers/session';
import { UserAvatar } from '@/admin/utils/UserAvatar';
import { useActiveLink } from './activeLink';
import { SIDEBAR_WIDTH } from '@/admin/theme/theme';

const visible = (role: Role, link: MenuLink) => !link.access || canAccess(role, link.access);

/** The entries a role sees: the admin gets every area as a group, a partner its own flat list. */
export function menuFor(role: Role): { links: MenuLink[]; groups: MenuGroup[] } {
  if (role === 'admin') {
    const groups = areaMenus
      .map((area) => area.admin)
      .filter((g): g is MenuGroup => !!g)
      .map((g) => ({ ...g, links: g.links.filter((l) => visible(role, l)) }))
      .filter((g) => g.links.length > 0);
    return { links: [], groups };
  }
  return { links: areaMenus.flatMap((area) => area.partner?.[role] ?? []).filter((l) => visible(role, l)), groups: [] };
}

function SidebarHeader() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [open] = useSidebarState();
  const role = getRole();
  const name = identity?.fullName ?? '';
  if (!open) return null;
  return (
    <Box
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2, m: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
      data-testid="sidebar-user"
    >
      <UserAvatar name={name} src={getUser()?.profile_pic} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap data-testid="sidebar-role">
          {role ? translate(`vp.role.${role}`) : ''}
        </Typography>
      </Box>
    </Box>
  );
}

/** An admin's collapsible group; the group of the current page opens itself. */
function Group({ group, active }: { group: MenuGroup; active?: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useStore<boolean>(`menu.${group.key}.open`, false);
  const [sidebarOpen] = useSidebarState();
  const holdsActive = group.links.some((link) => link.key === active);
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive, active, setOpen]);
  const Icon = group.icon;
  const id = `menu-group-${group.key}`;
  return (
    <>
      <MenuItem
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={id}
        dense
        data-testid={`menu-group-${group.key}`}
        sx={holdsActive ? { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } } : undefined}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={translate(group.label)} />}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit id={id}>
        <MenuList disablePadding sx={{ '& .RaMenuItemLink-root': { pl: sidebarOpen ? 4 : 2 } }}>
          {group.links.map((link) => (
            <Link key={link.key} link={link} active={link.key === active} />
          ))}
        </MenuList>
      </Collapse>
    </>
  );
}

/** A sidebar entry; a resource's label is its plural name ("Country |||| Countries"), hence the count. */
function Link({ link, active }: { link: MenuLink; active: boolean }) {
  if (link.badge) return <BadgedLink link={link} badge={link.badge} active={active} />;
  return <PlainLink link={link} active={active} />;
}

function PlainLink({ link, active, icon, describedBy, description }: LinkProps) {
  const translate = useTranslate();
  const Icon = link.icon;
  return (
    <MenuItemLink
      to={link.to}
      primaryText={
        <>
          {translate(link.label, { smart_count: 2 })}
          {description}
        </>
      }
      leftIcon={icon ?? <Icon />}
      aria-current={active ? 'page' : undefined}
      aria-describedby={describedBy}
    />
  );
}

interface LinkProps {
  link: MenuLink;
  active: boolean;
  icon?: ReactNode;
  describedBy?: string;
  description?: ReactNode;
}

/**
 * An entry with a count on its icon (shown folded too). The number is hidden from assistive technology: the
 * entry's accessible description says it in words ("3 waiting", a hidden text it points at), its name stays its label.
 */
function BadgedLink({ link, badge, active }: { link: MenuLink; badge: MenuBadge; active: boolean }) {
  const translate = useTranslate();
  const count = badge.useCount();
  const id = useId();
  const Icon = link.icon;
  if (!count) return <PlainLink link={link} active={active} />;
  const label = translate(badge.label, { smart_count: count });
  return (
    <PlainLink
      link={link}
      active={active}
      describedBy={id}
      description={
        <Box component="span" id={id} aria-hidden sx={visuallyHidden} data-testid={`menu-badge-${link.key}`}>
          {label}
        </Box>
      }
      icon={
        <Badge badgeContent={count} max={99} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
          <Icon />
        </Badge>
      }
    />
  );
}

const DASHBOARD_LINK: MenuLink = {
  key: 'dashboard',
  label: 'vp.menu.dashboard',
  to: '/dashboard/app',
  icon: DashboardIcon,
};

export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const role = getRole();
  const [state] = useState(() => (role ? menuFor(role) : { links: [], groups: [] }));
  const all = useMemo(() => [DASHBOARD_LINK, ...state.links, ...state.groups.flatMap((g) => g.links)], [state]);
  const active = useActiveLink(all);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', width: open ? SIDEBAR_WIDTH : 'auto' }}>
      <SidebarHeader />
      <Box
        component="nav"
        aria-label={translate('vp.shell.main_navigation')}
        sx={{
          flex: 1,
          // Long entries (e.g. "Einreisebestimmungen importieren") wrap instead of being cut off with an ellipsis.
          '& .RaMenuItemLink-root .MuiTypography-noWrap': { whiteSpace: 'normal' },
          // The current page's link, by aria-current: react-admin's own active class ignores the links' filters.
          '& .RaMenuItemLink-root[aria-current="page"]': {
            bgcolor: 'action.selected',
            color: 'primary.main',
            fontWeight: 600,
            boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
            '& .RaMenuItemLink-icon': { color: 'primary.main' },
          },
        }}
        data-testid="main-menu"
      >
        <MenuList dense disablePadding>
          <Link link={DASHBOARD_LINK} active={active === DASHBOARD_LINK.key} />
          {state.links.map((link) => (
            <Link key={link.key} link={link} active={link.key === active} />
          ))}
          {state.groups.map((group) => (
            <Group key={group.key} group={group} active={active} />
          ))}
        </MenuList>
      </Box>
      {open && (
        <>
          <Divider />
          <Typography variant="caption" color="text.secondary" sx={{ p: 2 }} data-testid="app-version">
            {translate('vp.shell.version', { version: APP_VERSION })}
          </Typography>
        </>
      )}
    </Box>
  );
}
