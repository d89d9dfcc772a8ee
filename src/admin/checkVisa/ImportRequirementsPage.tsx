import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { visaRequirements } from '@/domain/areas/checkVisa';
import { ImportSteps } from '@/admin/resources/import/ImportSteps';

/**
 * Import of the visa-requirement matrix: the generic import's steps (file, columns, dry run by line, apply with
 * an Undo in its toast) for the visa requirements, on a page of its own.
 */
export function ImportRequirementsPage() {
  const translate = useTranslate();
  // Cancel, or an applied import, starts again from the file step.
  const [round, setRound] = useState(0);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('vp.check_visa.import_title')} />
      <Card>
        <ImportSteps
          key={round}
          def={visaRequirements}
          onClose={() => setRound((n) => n + 1)}
          frame={({ content, actions }) => (
            <>
              <CardContent>
                <Typography variant="h5" component="h2" gutterBottom>
                  {translate('vp.check_visa.import_title')}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  {translate('vp.check_visa.import_intro')}
                </Typography>
                {content}
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', px: 2, pb: 2 }}>{actions}</CardActions>
            </>
          )}
        />
      </Card>
    </Box>
  );
}
