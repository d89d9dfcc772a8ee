import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/GetApp';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

const EXPORT_FORMATS = ['xlsx', 'csv-excel', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const LABEL: Record<ExportFormat, string> = { xlsx: 'xlsx', 'csv-excel': 'csv_excel', csv: 'csv' };

interface ExportDialogProps {
  open: boolean;
  count: number;
  format: ExportFormat;
  onFormat: (format: ExportFormat) => void;
  pending: boolean;
  onClose: () => void;
  onExport: () => void;
}

/** Picks an export's format: a radio group (arrow keys move, Enter in the dialog is not needed: Download is a button). */
export function ExportDialog({ open, count, format, onFormat, pending, onClose, onExport }: ExportDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const id = useId();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const chosen = (EXPORT_FORMATS as readonly string[]).includes(format) ? format : 'xlsx';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={`${id}-title`}>
        {translate('vp.export.title', { count: new Intl.NumberFormat(locale).format(count), smart_count: count })}
      </DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id={`${id}-format`}>{translate('vp.export.format')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-format`}
            value={chosen}
            onChange={(event) => onFormat(event.target.value as ExportFormat)}
          >
            {EXPORT_FORMATS.map((value) => (
              <Box key={value} sx={{ mt: 1 }}>
                <FormControlLabel
                  value={value}
                  control={<Radio slotProps={{ input: { 'aria-describedby': `${id}-${value}-help` } }} />}
                  label={translate(`vp.export.${LABEL[value]}`)}
                />
                {/* Beside the radio's label, not in it: the option's name stays short, the help is its description. */}
                <Typography id={`${id}-${value}-help`} variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                  {translate(`vp.export.${LABEL[value]}_help`)}
                </Typography>
              </Box>
            ))}
          </RadioGroup>
        </FormControl>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('vp.export.columns')}
        </Typography>
      </DialogContent>
      <DialogActions>
        {/* MUI's buttons: react-admin's show their icon alone on a phone, where these must still say what they do. */}
        <Button startIcon={<CloseIcon />} onClick={onClose}>
          {translate('ra.action.cancel')}
        </Button>
        <Button startIcon={<DownloadIcon />} variant="contained" onClick={onExport} disabled={pending}>
          {translate('vp.export.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
