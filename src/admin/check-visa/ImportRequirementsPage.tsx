import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { Confirm, HttpError, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../providers/http';

/** The API's import answer (src/server/checkVisa/importer.ts). */
export interface ImportCounts {
  total: number;
  new: number;
  changed: number;
  unchanged: number;
  skipped: number;
  invalid: { line: number; message: string; code?: string; value?: string; first_line?: number }[];
  invalid_count?: number;
  applied?: boolean;
}

export const IMPORT_URL = '/api/visa/visa-requirements/import';
/** The API's cap on the file (5 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const COUNTS = ['total', 'new', 'changed', 'unchanged', 'skipped'] as const;

/** A file's text (FileReader: Blob.text() is missing from some engines, jsdom among them). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

/** The CSV file's text as text/csv (httpClient would otherwise label the body JSON). */
async function sendImport(text: string, apply: boolean): Promise<ImportCounts> {
  const { json } = await httpClient(`${IMPORT_URL}?apply=${apply}`, {
    method: 'POST',
    body: text,
    headers: new Headers({ 'Content-Type': 'text/csv; charset=utf-8', Accept: 'application/json' }),
  });
  return json as ImportCounts;
}

/** The body of a 400 answer that still carries the counts (apply refused because of invalid rows). */
const countsOf = (error: unknown): ImportCounts | null => {
  const body = error instanceof HttpError ? (error.body as Partial<ImportCounts> | null) : null;
  return body && typeof body.total === 'number' && Array.isArray(body.invalid) ? (body as ImportCounts) : null;
};

/**
 * Import of the visa-requirement matrix from a CSV: choose a file, see what would change (new,
 * changed, unchanged, skipped and invalid rows by line), then apply it after a confirmation.
 */
export function ImportRequirementsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [counts, setCounts] = useState<ImportCounts | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const number = (n: number) => n.toLocaleString(locale);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again previews it again
    if (!chosen) return;
    setCounts(null);
    setProblem(null);
    setFile(null);
    if (chosen.size > IMPORT_MAX_BYTES) {
      setProblem('vp.check_visa.file_too_large');
      return;
    }
    let text: string;
    try {
      text = await readText(chosen);
    } catch {
      setProblem('vp.check_visa.file_unreadable');
      return;
    }
    setFile({ name: chosen.name, text });
    setBusy('preview');
    try {
      setCounts(await sendImport(text, false));
    } catch (error) {
      setProblem(
        error instanceof HttpError && error.status === 413
          ? 'vp.check_visa.file_too_large'
          : 'vp.check_visa.preview_failed',
      );
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!file) return;
    setConfirming(false);
    setBusy('apply');
    try {
      const result = await sendImport(file.text, true);
      setCounts(result);
      notify('vp.check_visa.applied', {
        type: 'success',
        messageArgs: { new: number(result.new), changed: number(result.changed), unchanged: number(result.unchanged) },
      });
    } catch (error) {
      const refused = countsOf(error);
      if (refused) setCounts(refused);
      notify(refused ? 'vp.check_visa.apply_failed' : 'vp.check_visa.preview_failed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const invalidCount = counts ? (counts.invalid_count ?? counts.invalid.length) : 0;
  const toWrite = counts ? counts.new + counts.changed : 0;
  const canApply = !!counts && !counts.applied && invalidCount === 0 && toWrite > 0 && !busy;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('vp.check_visa.import_title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('vp.check_visa.import_title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('vp.check_visa.import_intro')}
          </Typography>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {/* A real button opening a hidden file input (as FileUploadInput does): a <label role="button"> around the input nested two controls (axe). */}
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={!!busy}
              onClick={() => fileInput.current?.click()}
            >
              {translate('vp.check_visa.choose_file')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".csv,text/csv"
              aria-label={translate('vp.check_visa.choose_file')}
              disabled={!!busy}
              onChange={choose}
            />
            {file && <Typography>{translate('vp.check_visa.file', { name: file.name })}</Typography>}
          </Stack>

          <Box sx={{ mt: 3 }} aria-live="polite">
            {busy === 'preview' && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={24} aria-hidden />
                <Typography>{translate('vp.check_visa.checking')}</Typography>
              </Stack>
            )}
            {problem && <Alert severity="error">{translate(problem)}</Alert>}
          </Box>

          {counts && (
            <Box data-testid="import-preview">
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('vp.check_visa.preview_title')}
              </Typography>
              <Grid container spacing={2} sx={{ mb: 2 }}>
                {COUNTS.map((key) => (
                  <Grid key={key} size={{ xs: 6, sm: 4, md: 2 }}>
                    <Count
                      label={translate(`vp.check_visa.count_${key}`)}
                      value={number(counts[key])}
                      testId={`count-${key}`}
                    />
                  </Grid>
                ))}
                <Grid size={{ xs: 6, sm: 4, md: 2 }}>
                  <Count
                    label={translate('vp.check_visa.count_invalid')}
                    value={number(invalidCount)}
                    testId="count-invalid"
                    error={invalidCount > 0}
                  />
                </Grid>
              </Grid>

              {invalidCount > 0 && (
                <>
                  <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate('vp.check_visa.blocked')}
                  </Alert>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {translate('vp.check_visa.invalid_rows')}
                  </Typography>
                  <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 400, mb: 1 }}>
                    <Table size="small" stickyHeader aria-label={translate('vp.check_visa.invalid_rows')}>
                      <TableHead>
                        <TableRow>
                          <TableCell sx={{ width: 96 }}>{translate('vp.check_visa.line')}</TableCell>
                          <TableCell>{translate('vp.check_visa.problem')}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {counts.invalid.map((row) => (
                          <TableRow key={`${row.line}-${row.code ?? row.message}`}>
                            <TableCell>{row.line}</TableCell>
                            <TableCell>
                              {row.code
                                ? translate(`vp.check_visa.errors.${row.code}`, {
                                    value: row.value ?? '',
                                    first_line: row.first_line ?? '',
                                    _: row.message,
                                  })
                                : row.message}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableContainer>
                  {invalidCount > counts.invalid.length && (
                    <Typography variant="body2" color="text.secondary">
                      {translate('vp.check_visa.more_invalid', {
                        shown: number(counts.invalid.length),
                        total: number(invalidCount),
                      })}
                    </Typography>
                  )}
                </>
              )}

              {invalidCount === 0 && toWrite === 0 && !counts.applied && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {translate('vp.check_visa.nothing_to_apply')}
                </Alert>
              )}
              {counts.applied && (
                <Alert severity="success" sx={{ mb: 2 }}>
                  {translate('vp.check_visa.applied', {
                    new: number(counts.new),
                    changed: number(counts.changed),
                    unchanged: number(counts.unchanged),
                  })}
                </Alert>
              )}

              <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
                <Button variant="contained" color="primary" disabled={!canApply} onClick={() => setConfirming(true)}>
                  {translate('vp.check_visa.apply')}
                </Button>
                {busy === 'apply' && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
              </Stack>
            </Box>
          )}

          <Confirm
            isOpen={confirming}
            loading={busy === 'apply'}
            title="vp.check_visa.confirm_title"
            content="vp.check_visa.confirm_content"
            contentTranslateOptions={{ new: number(counts?.new ?? 0), changed: number(counts?.changed ?? 0) }}
            confirm="vp.check_visa.apply"
            onConfirm={apply}
            onClose={() => setConfirming(false)}
          />
        </CardContent>
      </Card>
    </Box>
  );
}

function Count({ label, value, testId, error }: { label: string; value: string; testId: string; error?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }} data-testid={testId}>
      <Typography variant="h5" component="p" color={error ? 'error' : undefined}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}
