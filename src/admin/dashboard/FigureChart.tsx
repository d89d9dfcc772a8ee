import { Box, Typography, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface Figure {
  label: string;
  count: number;
}

/**
 * A bar chart of labelled counts, accessible: the chart is an image with a summary label, and the figures are
 * also in a visually hidden table for screen readers (and tests).
 */
export function FigureChart({ title, figures, countLabel, height = 260, vertical = false, testId }: {
  title: string;
  figures: Figure[];
  countLabel: string;
  height?: number;
  /** Horizontal bars (long labels, e.g. partners' names). */
  vertical?: boolean;
  testId?: string;
}) {
  const fill = useTheme().palette.primary.main;
  const summary = `${title}: ${figures.map((f) => `${f.label} ${f.count}`).join(', ')}`;
  return (
    <Box data-testid={testId}>
      <Box role="img" aria-label={summary} sx={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          {vertical ? (
            <BarChart data={figures} layout="vertical" margin={{ left: 8, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="label" width={140} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="count" name={countLabel} fill={fill} />
            </BarChart>
          ) : (
            <BarChart data={figures} margin={{ right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} width={40} />
              <Tooltip />
              <Bar dataKey="count" name={countLabel} fill={fill} />
            </BarChart>
          )}
        </ResponsiveContainer>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <tbody>
          {figures.map((f) => (
            <tr key={f.label}><th scope="row">{f.label}</th><td>{f.count}</td></tr>
          ))}
        </tbody>
      </Box>
      {figures.length === 0 && <Typography color="text.secondary">—</Typography>}
    </Box>
  );
}
