import { useId, type ReactElement } from 'react';
import { Box, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useRecordContext, useStore, useTranslate } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import type { FieldEntry } from '@/admin/resources/roleFields';

/** A value with nothing in it: no value, a blank text, an empty list or an editor's empty paragraph. */
function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'string') return value.replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '').trim() === '';
  return false;
}

/** Whether record pages list the fields that hold nothing: one choice for every page, kept in the Store. */
const useShowEmptyFields = () => useStore<boolean>('vp.show.emptyFields', false);

/** Label and value side by side where there is room (unless `stacked`), the label above its value on a phone. */
export function LabelledValues({
  rows,
  stacked = false,
}: {
  rows: { key: string; label: string; value: ReactElement | null }[];
  stacked?: boolean;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        alignItems: 'baseline',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: stacked ? 'minmax(0, 1fr)' : 'minmax(9rem, 14rem) minmax(0, 1fr)',
        },
        columnGap: 3,
        rowGap: stacked ? 0.25 : { xs: 0.25, md: 1.5 },
      }}
    >
      {rows.map(({ key, label, value }) => [
        <Typography
          key={`${key}-label`}
          component="dt"
          variant="body2"
          color="text.secondary"
          sx={{ mt: stacked ? 1.25 : { xs: 1.25, md: 0 } }}
          data-field={key}
        >
          {label}
        </Typography>,
        <Box
          key={`${key}-value`}
          component="dd"
          sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
          className={`ra-field-${key}`}
        >
          {value}
        </Box>,
      ])}
    </Box>
  );
}

function Section({ heading, children }: { heading: string; children: ReactElement }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {heading}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A record's fields, one section per tab of its definition, each field under its label. Fields without a value
 * are left out unless the user asks for them with the switch (which says how many there are).
 */
export function RecordSections({
  def,
  groups,
  display,
}: {
  def: ResourceDef;
  groups: [string | undefined, FieldEntry[]][];
  display: (entry: FieldEntry) => ReactElement;
  label?: false;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const [showEmpty, setShowEmpty] = useShowEmptyFields();
  if (!record) return null;
  const empty = groups.flatMap(([, fields]) => fields).filter(([name]) => isEmptyValue(record[name])).length;
  const sections = groups
    .map(([tab, fields]) => [tab, fields.filter(([name]) => showEmpty || !isEmptyValue(record[name]))] as const)
    .filter(([, fields]) => fields.length > 0);
  return (
    <Stack spacing={2} data-testid="record-sections">
      {empty > 0 && (
        <FormControlLabel
          sx={{ alignSelf: 'flex-end', mr: 0 }}
          control={<Switch checked={showEmpty} onChange={(event) => setShowEmpty(event.target.checked)} />}
          label={translate('vp.show.show_empty', { smart_count: empty })}
        />
      )}
      {sections.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('vp.show.no_values')}
        </Typography>
      )}
      {sections.map(([tab, fields]) => (
        <Section key={tab ?? 'main'} heading={translate(`vp.tabs.${tab ?? 'main'}`)}>
          <LabelledValues
            rows={fields.map((entry) => ({
              key: entry[0],
              label: translate(`resources.${def.name}.fields.${entry[0]}`, { _: entry[0] }),
              value: display(entry),
            }))}
          />
        </Section>
      ))}
    </Stack>
  );
}
