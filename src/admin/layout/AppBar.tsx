import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageMenu } from './LanguageMenu';

export function AppBar() {
  return (
    <RaAppBar
      userMenu={<AccountMenu />}
      toolbar={<><LanguageMenu /><FullscreenToggle /><LoadingIndicator /></>}
    >
      <TitlePortal />
    </RaAppBar>
  );
}
