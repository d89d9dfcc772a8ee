import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '@/domain/resourceDef';

/** A rich text's words without its markup (parsed inertly: nothing in it runs or loads). */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * A translation's input with the text it translates beside it (above it on a phone), as the form holds it now: a
 * translator works one language at a time without switching tabs to read the source.
 */
export function TranslationRow({
  resource,
  source,
  field,
  children,
}: {
  resource: string;
  source: string;
  field: FieldDef;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const captionId = useId();
  const value = useWatch({ name: source }) as unknown;
  const text = typeof value === 'string' ? (field.kind === 'richtext' ? plainText(value) : value) : '';
  const label = translate('vp.form.translation_source', { field: translate(`resources.${resource}.fields.${source}`) });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 0.5, md: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
        width: '100%',
        mb: 1,
      }}
    >
      <Box
        component="figure"
        aria-labelledby={captionId}
        sx={{ m: 0, mt: { md: 2 }, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <Typography id={captionId} component="figcaption" variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text || '—'}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, '& .MuiFormControl-root': { width: '100%' } }}>{children}</Box>
    </Box>
  );
}
