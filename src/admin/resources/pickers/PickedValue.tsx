import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { PickerKind } from '@/domain/pickers';

const IconPicture = lazy(() =>
  import('./contentIcons').then(({ CONTENT_ICON_COMPONENTS }) => ({
    default: function IconPicture({ name }: { name: string }) {
      const Icon = CONTENT_ICON_COMPONENTS[name as keyof typeof CONTENT_ICON_COMPONENTS];
      return Icon ? <Icon fontSize="small" aria-hidden /> : null;
    },
  })),
);

/** A currency's name and symbol in the UI language ("EUR · Euro · €"), or the code where Intl does not know it. */
export function currencyLabel(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
    const symbol = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
    return [code, name !== code ? name : undefined, symbol !== code ? symbol : undefined].filter(Boolean).join(' · ');
  } catch {
    return code;
  }
}

/** A picked value as the person recognises it: an icon with its name, a currency with its name and symbol. */
export function PickedValue({ kind, value }: { kind: PickerKind; value: string }) {
  const [locale] = useLocaleState();
  if (kind === 'currency') return <>{currencyLabel(value, locale)}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Suspense fallback={<Box component="span" sx={{ width: 20 }} />}>
        <IconPicture name={value} />
      </Suspense>
      {value}
    </Box>
  );
}
