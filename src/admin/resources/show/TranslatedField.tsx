import type { ReactElement } from 'react';
import { Box, Tooltip } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/domain/locales';
import { translationField } from '@/domain/translations';

const isTranslationLocale = (locale: string): locale is TranslationLocale =>
  (TRANSLATION_LOCALES as readonly string[]).includes(locale);

const blank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A translatable field in the user's language: its translation where there is one, else the English text marked
 * as such (a fallback the reader should know about). `display` renders a field by its source name.
 */
export function TranslatedField({
  name,
  display,
}: {
  name: string;
  display: (source: string) => ReactElement;
  label?: string;
}) {
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || !isTranslationLocale(locale)) return display(name);
  const own = translationField(name, locale);
  if (!blank(record[own]) || blank(record[name])) return display(own);
  const note = translate('vp.translated.fallback');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, minWidth: 0 }}>
      <Tooltip title={note}>
        <Box
          component="span"
          role="img"
          sx={{
            flex: 'none',
            px: 0.5,
            borderRadius: 0.5,
            fontSize: '0.7rem',
            fontWeight: 600,
            lineHeight: 1.6,
            color: 'text.secondary',
            border: 1,
            borderColor: 'divider',
          }}
        >
          EN
        </Box>
      </Tooltip>
      {display(name)}
    </Box>
  );
}
