import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { CommandPalette } from './CommandPalette';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageMenu } from '@/admin/utils/LanguageMenu';

const ellipsis = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

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
      {/* A long title on a phone ends in an ellipsis, not cut off mid-word. The title sits in react-admin's
          Configurable wrapper (an inline-block, which an ellipsis cannot enter): that wrapper is what ellipsizes. */}
      <TitlePortal component="h1" sx={{ minWidth: 0, '& .RaConfigurable-root': ellipsis }} />
    </RaAppBar>
  );
}
