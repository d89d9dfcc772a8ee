import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

// The list is MUI's Menu (with Popover and Modal): the sign-in page loads it when the button is first pointed at,
// focused or pressed, not with the page.
const loadList = () => import('./LanguageMenuList');
const LanguageMenuList = lazy(() => loadList().then((m) => ({ default: m.LanguageMenuList })));
const preload = () => void loadList().catch(() => undefined);

/** Switches the UI language (kept under i18nextLng by the i18n provider). */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu can play its closing transition.
  const [opened, setOpened] = useState(false);
  const current = locales.find((l) => l.locale === locale);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // The name starts with what the button shows (axe label-content-name-mismatch), then says what it is.
        aria-label={`${locale.toUpperCase()}, ${translate('vp.shell.language')}: ${current?.name ?? locale}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        data-testid="language-menu"
      >
        {locale.toUpperCase()}
      </Button>
      {opened && (
        <Suspense>
          <LanguageMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
