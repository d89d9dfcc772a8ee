import { forwardRef, lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LockIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import PaletteIcon from '@mui/icons-material/Palette';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import { UserMenuContextProvider, useGetIdentity, useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';

const ThemeSettingsPanel = lazy(() =>
  import('@/admin/theme/ThemeSettingsPanel').then((m) => ({ default: m.ThemeSettingsPanel })),
);

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: React.ReactNode }>(function LinkItem(
  { to, label, icon },
  ref,
) {
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} ref={ref} onClick={() => menu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

const ThemeItem = forwardRef<HTMLLIElement, { onOpen: () => void; label: string }>(function ThemeItem(
  { onOpen, label },
  ref,
) {
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        menu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <PaletteIcon />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

/** Logout calls the API; if it fails the user stays signed in and sees 'Unable to logout'. */
const LogoutItem = forwardRef<HTMLLIElement, { label: string }>(function LogoutItem({ label }, ref) {
  const logout = useLogout();
  const notify = useNotify();
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        menu?.onClose();
        Promise.resolve(logout()).catch(() => notify('vp.auth.logout_failed', { type: 'error' }));
      }}
    >
      <ListItemIcon>
        <LogoutIcon />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

/**
 * The app bar's account menu. react-admin's UserMenu shows the user's name on a button named "Account", which
 * axe reports (label-content-name-mismatch); the name is in the sidebar, so here the button is an icon whose
 * name is "Account" and whose tooltip adds the name.
 */
export function AccountMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [themeOpen, setThemeOpen] = useState(false);
  const onClose = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose }), [onClose]);
  const label = translate('vp.shell.account');
  return (
    <>
      <Tooltip title={identity?.fullName ? `${label}: ${identity.fullName}` : label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'account-menu' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="account-menu"
        >
          <AccountCircleIcon />
        </IconButton>
      </Tooltip>
      <UserMenuContextProvider value={context}>
        <Menu
          id="account-menu"
          disableScrollLock
          anchorEl={anchor}
          open={!!anchor}
          onClose={onClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <LinkItem to="/dashboard/profile" label={translate('vp.shell.profile')} icon={<PersonIcon />} />
          <LinkItem to="/dashboard/change-password" label={translate('vp.shell.change_password')} icon={<LockIcon />} />
          <ThemeItem onOpen={() => setThemeOpen(true)} label={translate('vp.shell.theme_settings')} />
          <LogoutItem label={translate('vp.shell.logout')} />
        </Menu>
      </UserMenuContextProvider>
      {themeOpen && (
        <Suspense fallback={null}>
          <ThemeSettingsPanel open onClose={() => setThemeOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
