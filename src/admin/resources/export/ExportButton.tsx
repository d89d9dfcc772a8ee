import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext, useLocaleState, useNotify, useStore } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import { apiPost, errorMessage } from '@/admin/providers/http';
import { ExportDialog, type ExportFormat } from './ExportDialog';
import { startDownload } from './startDownload';

interface ExportButtonProps {
  def: ResourceDef;
  /** Every column source of the list, in the DataTable's order, and those hidden by default. */
  columns: string[];
  defaultHidden: string[];
}

/** The columns the list shows, in the order the user gave them (react-admin's DataTable preferences). */
function useShownColumns(def: ResourceDef, columns: string[], defaultHidden: string[]): string[] {
  const [hidden] = useStore<string[]>(`${def.name}.datatable`, defaultHidden);
  const [ranks] = useStore<number[] | undefined>(`${def.name}.datatable_columnRanks`);
  const ordered = ranks ? ranks.map((i) => columns[i]).filter((c) => c !== undefined) : columns;
  return ordered.filter((c) => !hidden.includes(c));
}

/**
 * The Export button of every list: a dialog picks the format (remembered), then the server is asked for a
 * short-lived signed link to the file with the list's filter, sort and shown columns (the CSV for tools: every
 * column), which the browser follows.
 */
export function ExportButton({ def, columns, defaultHidden }: ExportButtonProps) {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [format, setFormat] = useStore<ExportFormat>('vp.export.format', 'xlsx');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const shown = useShownColumns(def, columns, defaultHidden);
  const exportRows = async () => {
    setPending(true);
    try {
      const { url } = await apiPost<{ url: string }>(`${def.base}/${def.name}/export-url`, {
        filter: filterValues,
        sort: [sort.field, sort.order],
        format,
        // The CSV for tools holds every column (the file scripts get from export.csv); the others, what the list shows.
        ...(format !== 'csv' && shown.length ? { columns: shown } : {}),
        locale,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      startDownload(url);
      setOpen(false);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button label="ra.action.export" onClick={() => setOpen(true)} disabled={total === 0}>
        <DownloadIcon />
      </Button>
      <ExportDialog
        open={open}
        count={total ?? 0}
        format={format}
        onFormat={setFormat}
        pending={pending}
        onClose={() => setOpen(false)}
        onExport={() => void exportRows()}
      />
    </>
  );
}
