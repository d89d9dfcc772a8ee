import { useRef, useState, type ReactNode } from 'react';
import UploadIcon from '@mui/icons-material/Publish';
import {
  Alert,
  Box,
  Button as MuiButton,
  LinearProgress,
  MenuItem,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { inputFields, type ResourceDef } from '@/domain/resourceDef';
import { useUndoableNotify } from '@/admin/resources/undo';
import { postImport, type ImportMapping, type ImportReport } from './importFile';

const STEPS = ['file', 'mapping', 'report'] as const;
type Stage = (typeof STEPS)[number];
const COUNTS = ['total', 'new', 'changed', 'unchanged', 'skipped', 'invalid'] as const;

/** Where the steps are shown: a dialog or a page puts the content and the action buttons in its own frame. */
export type ImportFrame = (parts: { content: ReactNode; actions: ReactNode }) => ReactNode;

/**
 * The generic import's steps for one resource: choose a CSV or .xlsx file, check the columns the server matched
 * (map or ignore each), read the dry run (counts, invalid rows by line), apply it; the toast offers to undo the
 * whole import. `onClose` is called on Cancel and after a successful apply.
 */
export function ImportSteps({ def, frame, onClose }: { def: ResourceDef; frame: ImportFrame; onClose: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notifyUndoable = useUndoableNotify();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>('file');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (chosen: File, map: ImportMapping | undefined, dryRun: boolean) => {
    setPending(true);
    setError(null);
    try {
      return await postImport(def, chosen, map, dryRun);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'ra.notification.http_error');
      return null;
    } finally {
      setPending(false);
    }
  };

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = ''; // choosing the same file again checks it again
    if (!chosen) return;
    setFile(chosen);
    const result = await run(chosen, undefined, true);
    if (!result) return;
    setReport(result);
    setMapping(Object.fromEntries(result.columns.map((c) => [c.header, c.field])));
    setStage('mapping');
  };

  const check = async () => {
    const result = file && (await run(file, mapping, true));
    if (!result) return;
    setReport(result);
    setStage('report');
  };

  const apply = async () => {
    const result = file && (await run(file, mapping, false));
    if (!result) return;
    if (!result.applied) {
      setReport(result);
      return;
    }
    onClose();
    refresh();
    notifyUndoable(
      'vp.import.done',
      { base: def.base, resource: def.name, changeSets: [result.changeSet ?? null] },
      { new: result.rows.new, changed: result.rows.changed },
    );
  };

  const fields = ['id', ...inputFields(def).map(([name]) => name)];
  const fieldLabel = (name: string) =>
    name === 'id' ? 'ID' : translate(`resources.${def.name}.fields.${name}`, { _: name });
  const writes = report ? report.rows.new + report.rows.changed : 0;

  const content = (
    <>
      <Stepper activeStep={STEPS.indexOf(stage)} alternativeLabel sx={{ mb: 2 }}>
        {STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{translate(`vp.import.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {pending && <LinearProgress aria-label={translate('vp.import.checking')} sx={{ mb: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(error, { _: error })}
        </Alert>
      )}
      {stage === 'file' && (
        <Box>
          <Typography sx={{ mb: 2 }}>{translate('vp.import.file_hint')}</Typography>
          <input
            ref={input}
            type="file"
            hidden
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={translate('vp.import.choose')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <MuiButton
            variant="contained"
            startIcon={<UploadIcon />}
            onClick={() => input.current?.click()}
            disabled={pending}
          >
            {translate('vp.import.choose')}
          </MuiButton>
        </Box>
      )}
      {stage !== 'file' && file && (
        <Typography sx={{ mb: 1 }}>{translate('vp.import.chosen', { name: file.name })}</Typography>
      )}
      {stage === 'mapping' && report && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('vp.import.column')}</TableCell>
              <TableCell>{translate('vp.import.field')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.columns.map(({ header }, i) => (
              <TableRow key={`${i}-${header}`}>
                <TableCell sx={{ wordBreak: 'break-word' }}>{header}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={translate('vp.import.field')}
                    value={mapping[header] ?? ''}
                    onChange={(event) => setMapping({ ...mapping, [header]: event.target.value || null })}
                    slotProps={{
                      htmlInput: { 'aria-label': `${header}: ${translate('vp.import.field')}` },
                      select: { displayEmpty: true },
                      inputLabel: { shrink: true },
                    }}
                  >
                    <MenuItem value="">
                      <em>{translate('vp.import.ignore')}</em>
                    </MenuItem>
                    {fields.map((name) => (
                      <MenuItem key={name} value={name}>
                        {fieldLabel(name)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {stage === 'report' && report && (
        <Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }} role="list">
            {COUNTS.filter((kind) => kind !== 'skipped' || report.rows.skipped > 0).map((kind) => (
              <Box key={kind} role="listitem" sx={{ minWidth: 96 }}>
                <Typography variant="h5" component="p" data-testid={`import-${kind}`}>
                  {report.rows[kind]}
                </Typography>
                <Typography variant="body2">{translate(`vp.import.counts.${kind}`)}</Typography>
              </Box>
            ))}
          </Box>
          {report.invalid.length > 0 ? (
            <>
              <Alert severity="warning" sx={{ mb: 1 }}>
                {translate('vp.import.has_invalid')}
              </Alert>
              {/* A long list scrolls in a region of its own, which the keyboard reaches to scroll it. */}
              <Box
                role="region"
                aria-label={translate('vp.import.invalid_rows')}
                tabIndex={0}
                sx={{
                  maxHeight: { xs: '50vh', sm: 360 },
                  overflow: 'auto',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Table size="small" stickyHeader aria-label={translate('vp.import.invalid_rows')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('vp.import.line')}</TableCell>
                      <TableCell>{translate('vp.import.field')}</TableCell>
                      <TableCell>{translate('vp.import.message')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.invalid.map((cell, i) => (
                      <TableRow key={i}>
                        <TableCell>{cell.line}</TableCell>
                        <TableCell>{fieldLabel(cell.field)}</TableCell>
                        <TableCell>{cell.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </>
          ) : (
            <Alert severity={writes ? 'success' : 'info'}>
              {translate(writes ? 'vp.import.none_invalid' : 'vp.import.nothing')}
            </Alert>
          )}
        </Box>
      )}
    </>
  );

  // MUI's buttons: react-admin's shows its icon alone on a phone, and these have none.
  const actions = (
    <>
      <MuiButton onClick={onClose}>{translate('vp.import.cancel')}</MuiButton>
      {stage !== 'file' && (
        <MuiButton onClick={() => setStage(stage === 'report' ? 'mapping' : 'file')} disabled={pending}>
          {translate('vp.import.back')}
        </MuiButton>
      )}
      {stage === 'mapping' && (
        <MuiButton variant="contained" onClick={() => void check()} disabled={pending}>
          {translate('vp.import.next')}
        </MuiButton>
      )}
      {stage === 'report' && (
        <MuiButton
          variant="contained"
          onClick={() => void apply()}
          disabled={pending || !report || report.invalid.length > 0 || writes === 0}
        >
          {translate('vp.import.apply')}
        </MuiButton>
      )}
    </>
  );

  return frame({ content, actions });
}
