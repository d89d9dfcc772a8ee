import { useId, type ReactNode } from 'react';
import { Card, CardContent, Table, TableContainer, Typography } from '@mui/material';

/**
 * A dashboard card holding a table under its heading, which names it; scrolled sideways on its own on a narrow
 * screen (the scrolling region is focusable and named too). `empty` is said instead when there is nothing to show.
 */
export function TableCard({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  /** The sentence shown instead of the table, or null when the table has rows. */
  empty: string | null;
  testId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom id={titleId}>
          {title}
        </Typography>
        {empty !== null ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <TableContainer tabIndex={0} aria-label={title}>
            <Table size="small" data-testid={testId} aria-labelledby={titleId}>
              {children}
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
