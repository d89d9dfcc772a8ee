import { useLocaleState, useRecordContext, useTranslate, type RaRecord, type TranslateFunction } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';

/**
 * A record's name in the UI language: the localised column when the definition has them (e.g. name_de, name_fr),
 * and, given `translate`, a title that is a choice (an enum) by its label.
 */
export function titleOf(
  def: ResourceDef,
  record: RaRecord | undefined,
  locale: string,
  translate?: TranslateFunction,
): string {
  if (!record) return '';
  const localized = record[`${def.title}_${locale}`];
  const value = String((typeof localized === 'string' && localized) || record[def.title] || `#${record.id}`);
  const field = def.fields[def.title];
  if (translate && field?.kind === 'enum' && record[def.title] != null)
    return translate(`vp.choices.${field.choicesKey ?? def.title}.${value}`, { _: value });
  return value;
}

export function RecordTitle({ def }: { def: ResourceDef }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return <>{titleOf(def, record, locale, translate)}</>;
}

export function useTitleOf(def: ResourceDef) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (record: RaRecord) => titleOf(def, record, locale, translate);
}
