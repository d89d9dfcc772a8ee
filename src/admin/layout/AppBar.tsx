import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { CommandPalette } from './CommandPalette';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageMenu } from './LanguageMenu';

export function AppBar() {
  const translate = useTranslate();
  // The spinner shown while data loads is a progressbar: it needs a name (axe aria-progressbar-name). Its props
  // reach the CircularProgress, though the type does not list them.
  const loading = { 'aria-label': translate('ra.page.loading') };
  return (
    <RaAppBar
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <CommandPalette />
          <LanguageMenu />
          <FullscreenToggle />
          <LoadingIndicator {...loading} />
        </>
      }
    >
      {/* The page's title is its one level-one heading, on every screen inside the layout. */}
      <TitlePortal component="h1" />
    </RaAppBar>
  );
}
