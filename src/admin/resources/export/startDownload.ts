import { apiUrl } from '@/admin/providers/http';

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
