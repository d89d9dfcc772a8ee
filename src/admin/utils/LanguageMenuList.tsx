import { Menu, MenuItem } from '@mui/material';
import { useLocaleState, useLocales } from 'react-admin';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The languages to choose from, under the language button (LanguageMenu). */
export function LanguageMenuList({ anchor, onClose }: Props) {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Menu id="language-menu" anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {locales.map((l) => (
        <MenuItem
          key={l.locale}
          selected={l.locale === locale}
          lang={l.locale}
          onClick={() => {
            setLocale(l.locale);
            onClose();
          }}
        >
          {l.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
