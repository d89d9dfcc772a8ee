import { useLocaleState, useRecordContext, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../domain/resource';

/** A record's name in the UI language when the definition has localised columns (e.g. name_de, name_fr). */
export function titleOf(def: ResourceDef, record: RaRecord | undefined, locale: string): string {
  if (!record) return '';
  const localized = record[`${def.title}_${locale}`];
  return String((typeof localized === 'string' && localized) || record[def.title] || `#${record.id}`);
}

export function RecordTitle({ def }: { def: ResourceDef }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  return <>{titleOf(def, record, locale)}</>;
}

export function useTitleOf(def: ResourceDef) {
  const [locale] = useLocaleState();
  return (record: RaRecord) => titleOf(def, record, locale);
}
