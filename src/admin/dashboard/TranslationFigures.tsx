import { Link as MuiLink, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DashboardSummary } from '@/domain/dashboard';
import { TRANSLATION_LOCALES } from '@/domain/locales';
import { TableCard } from './TableCard';

const STATES = ['outdated', 'missing'] as const;

/**
 * The translations to do: per resource (rows) and language, how many records' translation is outdated or
 * missing (columns), each count a link to those records; under it, per translated field, how many of them have
 * that field's translation so, each a link to those. A link's name starts with the words it shows ("Answer 3 (FAQs,
 * German, outdated)"), so that speech input finds it by them.
 */
export function TranslationFigures({ figures }: { figures: DashboardSummary['translations'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const resources = [...new Set(figures.map((f) => f.resource))];
  const language = (l: string) => translate(`vp.choices.locale.${l}`);
  const state = (s: string) => translate(`vp.choices.translation_state.${s}`);
  return (
    <TableCard
      title={translate('vp.dashboard.translations')}
      empty={resources.length === 0 ? translate('vp.dashboard.translations_done') : null}
      testId="translation-figures"
    >
      <TableHead>
        <TableRow>
          <TableCell component="td" />
          {TRANSLATION_LOCALES.map((l) => (
            <TableCell key={l} component="th" scope="colgroup" colSpan={STATES.length} align="center">
              {language(l)}
            </TableCell>
          ))}
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('vp.dashboard.content')}
          </TableCell>
          {TRANSLATION_LOCALES.flatMap((l) =>
            STATES.map((s) => (
              <TableCell key={`${l}-${s}`} component="th" scope="col" align="right">
                {state(s)}
              </TableCell>
            )),
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {resources.map((resource) => (
          <TableRow key={resource}>
            <TableCell component="th" scope="row">
              {translate(`resources.${resource}.name`, { smart_count: 2 })}
            </TableCell>
            {TRANSLATION_LOCALES.flatMap((l) =>
              STATES.map((s) => {
                const figure = figures.find((f) => f.resource === resource && f.locale === l && f.state === s);
                return (
                  <TableCell key={`${l}-${s}`} align="right">
                    {figure ? (
                      <>
                        <MuiLink
                          component={Link}
                          to={figure.to}
                          aria-label={`${translate(`resources.${resource}.name`, { smart_count: 2 })}, ${language(l)}, ${state(s)}: ${figure.count.toLocaleString(locale)}`}
                        >
                          {figure.count.toLocaleString(locale)}
                        </MuiLink>
                        {figure.fields.map((field) => {
                          const name = translate(`resources.${resource}.fields.${field.field}`);
                          const text = `${name} ${field.count.toLocaleString(locale)}`;
                          return (
                            <MuiLink
                              key={field.field}
                              component={Link}
                              to={field.to}
                              variant="caption"
                              sx={{ display: 'block', whiteSpace: 'nowrap' }}
                              aria-label={`${text} (${translate(`resources.${resource}.name`, { smart_count: 2 })}, ${language(l)}, ${state(s)})`}
                            >
                              {text}
                            </MuiLink>
                          );
                        })}
                      </>
                    ) : (
                      '0'
                    )}
                  </TableCell>
                );
              }),
            )}
          </TableRow>
        ))}
      </TableBody>
    </TableCard>
  );
}
