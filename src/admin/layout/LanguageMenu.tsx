import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/** Switches the UI language (kept under i18nextLng by the i18n provider). */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="language-menu"
      >
        {locale.toUpperCase()}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            lang={l.locale}
            onClick={() => {
              setLocale(l.locale);
              setAnchor(null);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
