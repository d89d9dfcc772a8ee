import { forwardRef, useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import PaletteIcon from '@mui/icons-material/Palette';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import { UserMenu, useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { ThemeSettingsPanel } from '../theme/ThemeSettingsPanel';

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: React.ReactNode }>(
  function LinkItem({ to, label, icon }, ref) {
    const menu = useUserMenu();
    return (
      <MenuItem component={Link} to={to} ref={ref} onClick={() => menu?.onClose()}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  },
);

const ThemeItem = forwardRef<HTMLLIElement, { onOpen: () => void; label: string }>(function ThemeItem({ onOpen, label }, ref) {
  const menu = useUserMenu();
  return (
    <MenuItem ref={ref} onClick={() => { menu?.onClose(); onOpen(); }}>
      <ListItemIcon><PaletteIcon /></ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

/** SPEC §2 / issue: Logout calls the API; if it fails the user stays signed in and sees 'Unable to logout'. */
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
      <ListItemIcon><LogoutIcon /></ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

export function AccountMenu() {
  const translate = useTranslate();
  const [themeOpen, setThemeOpen] = useState(false);
  return (
    <>
      {/* A key, not a translated text: UserMenu translates it itself (with 'Profile' as its fallback). */}
      <UserMenu label="vp.shell.account">
        <LinkItem to="/dashboard/profile" label={translate('vp.shell.profile')} icon={<PersonIcon />} />
        <LinkItem to="/dashboard/change-password" label={translate('vp.shell.change_password')} icon={<LockIcon />} />
        <ThemeItem onOpen={() => setThemeOpen(true)} label={translate('vp.shell.theme_settings')} />
        <LogoutItem label={translate('vp.shell.logout')} />
      </UserMenu>
      <ThemeSettingsPanel open={themeOpen} onClose={() => setThemeOpen(false)} />
    </>
  );
}
