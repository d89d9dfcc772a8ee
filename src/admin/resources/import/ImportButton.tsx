import { lazy, Suspense, useState } from 'react';
import UploadIcon from '@mui/icons-material/Publish';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';

// The steps (file reading, mapping, preview) load when the dialog first opens: most list visits never import.
const ImportSteps = lazy(() => import('./ImportSteps').then((m) => ({ default: m.ImportSteps })));

/** The lists' Import: the generic import's steps (ImportSteps) in a dialog. */
export function ImportButton({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="vp.import.button" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && (
        <ImportDialog
          def={def}
          title={translate('vp.import.title', { name: translate(`resources.${def.name}.name`, { smart_count: 2 }) })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function ImportDialog({ def, title, onClose }: { def: ResourceDef; title: string; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{title}</DialogTitle>
      <Suspense fallback={<LinearProgress aria-label={title} />}>
        <ImportSteps
          def={def}
          onClose={onClose}
          frame={({ content, actions }) => (
            <>
              <DialogContent>{content}</DialogContent>
              <DialogActions sx={{ flexWrap: 'wrap' }}>{actions}</DialogActions>
            </>
          )}
        />
      </Suspense>
    </Dialog>
  );
}
