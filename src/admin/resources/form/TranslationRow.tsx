import { Fragment, useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TranslationLocale } from '@/domain/locales';
import type { FieldDef } from '@/domain/resourceDef';
import { fieldSourceField, fieldStatusField } from '@/domain/translations';
import { WordDiff } from '@/admin/utils/WordDiff';

/** A rich text's words without its markup (parsed inertly: nothing in it runs or loads). */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

const COLOURS = { missing: 'error.main', outdated: 'warning.dark', current: 'success.dark' } as const;

/**
 * A translation's input with the text it translates beside it (above it on a phone), as the form holds it now: a
 * translator works one language at a time without switching tabs to read the source. Above it, the translation's
 * status ("German: Answer outdated"); an outdated one shows the English text as it was when the translation was
 * last current and as it is now, the words removed and added marked.
 */
export function TranslationRow({
  resource,
  source,
  locale,
  field,
  children,
}: {
  resource: string;
  source: string;
  locale: TranslationLocale;
  field: FieldDef;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const captionId = useId();
  const record = useRecordContext();
  const words = (value: unknown) =>
    typeof value === 'string' ? (field.kind === 'richtext' ? plainText(value) : value) : '';
  const text = words(useWatch({ name: source }));
  const fieldLabel = translate(`resources.${resource}.fields.${source}`);
  const label = translate('vp.form.translation_source', { field: fieldLabel });
  const state = record?.[fieldStatusField(source, locale)] as keyof typeof COLOURS | undefined;
  const stored = record?.[fieldSourceField(source, locale)];
  const was = typeof stored === 'string' ? words(stored) : null;
  const outdated = state === 'outdated';
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
        {state && state in COLOURS && (
          <Typography variant="body2" sx={{ fontWeight: 500, color: COLOURS[state] }} data-testid="translation-state">
            {translate(`vp.form.translation_state.${state}`, {
              language: translate(`vp.choices.locale.${locale}`),
              field: fieldLabel,
            })}
          </Typography>
        )}
        {outdated && was !== null ? (
          <>
            {(['was', 'now'] as const).map((side) => (
              <Fragment key={side}>
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
                  {translate(`vp.form.translation_${side}`)}
                </Typography>
                <Typography variant="body2" data-testid={`translation-${side}`}>
                  <WordDiff before={was} after={text} show={side === 'was' ? 'before' : 'after'} />
                </Typography>
              </Fragment>
            ))}
          </>
        ) : (
          <>
            {outdated && (
              <Typography variant="caption" component="p" color="text.secondary">
                {translate('vp.form.translation_was_unknown')}
              </Typography>
            )}
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text || '—'}
            </Typography>
          </>
        )}
      </Box>
      <Box sx={{ minWidth: 0, '& .MuiFormControl-root': { width: '100%' } }}>{children}</Box>
    </Box>
  );
}
