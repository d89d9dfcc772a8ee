import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext, useNotify } from 'react-admin';
import type { ResourceDef } from '../../domain/resource';
import { apiPost, apiUrl, errorMessage } from '../providers/http';

/** Lets the browser download a URL itself (streamed to disk, never through the page's memory). */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = apiUrl(url);
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * The Export button of a resource the server exports (`serverExport`): asks for a short-lived signed link to the
 * streamed CSV with the list's current filter and sort, then lets the browser follow it.
 */
export function ServerExportButton({ def }: { def: ResourceDef }) {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const exportRows = async () => {
    setPending(true);
    try {
      const { url } = await apiPost<{ url: string }>(`${def.base}/${def.name}/export-url`, {
        filter: filterValues,
        sort: [sort.field, sort.order],
      });
      startDownload(url);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={() => void exportRows()} disabled={pending || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
