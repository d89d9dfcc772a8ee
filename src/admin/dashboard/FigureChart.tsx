import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useLocaleState } from 'react-admin';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { layoutCategories, textWidth, TICK_FONT_SIZE, TICK_LINE_HEIGHT } from './chartLabels';

export interface Figure {
  label: string;
  count: number;
  /** The console path of the list this figure counts: its bar is a link there. */
  to?: string | null;
}

/** Where a bar is drawn, in the chart's pixels. */
interface BarGeometry {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A bar's link to the list it counts, laid over the bar (the drawing itself is an image with its summary):
 * Tab reaches it, Enter and a click follow it in the console.
 */
function BarLink({ to, label, x, y, width, height }: { to: string; label: string } & BarGeometry) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="figure-bar-link"
      style={{ position: 'absolute', left: x, top: y, width: Math.max(width, 4), height: Math.max(height, 4) }}
    />
  );
}

/** Round axis ticks from 0 up to at least `max` (about five of them). */
function niceTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude);
  const ticks: number[] = [];
  for (let t = 0; t < max + step; t += step) ticks.push(Math.round(t));
  return ticks;
}

/** The width of the element, followed as it changes (0 before layout, and in jsdom, which has none). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/**
 * A bar chart of labelled counts, accessible: the chart is an image with a summary label, and the figures are
 * also in a visually hidden table for screen readers (and tests). Categories are horizontal bars whose labels
 * keep their whole text (wrapped when long); a series (weeks) are columns. Numbers are in the UI language.
 */
export function FigureChart({
  title,
  figures,
  countLabel,
  series = false,
  testId,
}: {
  title: string;
  figures: Figure[];
  countLabel: string;
  /** Columns over time (e.g. weeks) instead of one labelled bar per category. */
  series?: boolean;
  testId?: string;
}) {
  const theme = useTheme();
  const [locale] = useLocaleState();
  const [ref, width] = useWidth();
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const format = (value: unknown) => number.format(Number(value));
  const font = `${TICK_FONT_SIZE}px ${theme.typography.fontFamily ?? 'sans-serif'}`;
  const tickFill = theme.palette.text.secondary;
  const ticks = niceTicks(Math.max(0, ...figures.map((f) => f.count)));
  const numberWidth = Math.max(...ticks.map((t) => textWidth(number.format(t), font)));
  const layout = useMemo(
    () =>
      layoutCategories(
        figures.map((f) => f.label),
        width,
        font,
      ),
    [figures, width, font],
  );
  const fill = theme.palette.primary.main;
  const summary = `${title}: ${figures.map((f) => `${f.label} ${number.format(f.count)}`).join(', ')}`;
  const linked = figures.some((f) => f.to);
  // Over the drawing, a layer of links, one on each bar (drawn by the bars themselves, where recharts puts them).
  const [links, setLinks] = useState<HTMLDivElement | null>(null);
  const barShape = ({ index, x, y, width, height, fill: barFill }: BarShapeProps) => {
    const figure = figures[index];
    const geometry = { x, y, width: Math.max(0, width), height: Math.max(0, height) };
    return (
      <>
        <rect {...geometry} fill={barFill} />
        {figure?.to &&
          links &&
          createPortal(
            <BarLink to={figure.to} label={`${figure.label}: ${number.format(figure.count)}`} {...geometry} />,
            links,
          )}
      </>
    );
  };
  const bar = <Bar dataKey="count" name={countLabel} fill={fill} shape={linked ? barShape : undefined} />;
  const height = series ? 260 : figures.length * layout.rowHeight + 40;
  const tooltip = (
    <Tooltip
      formatter={(value) => format(value)}
      contentStyle={{
        background: theme.palette.background.paper,
        borderColor: theme.palette.divider,
        color: theme.palette.text.primary,
      }}
    />
  );

  const categoryTick = ({ x, y, payload }: TickProps) => {
    const label = String(payload?.value ?? '');
    const lines = layout.lines.get(label) ?? [label];
    const first = -((lines.length - 1) * TICK_LINE_HEIGHT) / 2;
    return (
      <text
        className="recharts-cartesian-axis-tick-value"
        x={x}
        y={y}
        textAnchor="end"
        fontSize={TICK_FONT_SIZE}
        fill={tickFill}
        dominantBaseline="central"
      >
        {lines.map((line, i) => (
          <tspan key={i} x={x} dy={i === 0 ? first : TICK_LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };

  return (
    <Box data-testid={testId} ref={ref}>
      {figures.length > 0 && (
        // The picture is drawn once the box has a width (never in jsdom); its summary is there from the start.
        <Box sx={{ position: 'relative' }}>
          <Box role="img" aria-label={summary} sx={{ width: '100%', height }}>
            {width === 0 ? null : series ? (
              <BarChart width={width} height={height} data={figures} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="label"
                  tick={{ fontSize: TICK_FONT_SIZE, fill: tickFill }}
                  interval="preserveStartEnd"
                  minTickGap={12}
                />
                <YAxis
                  allowDecimals={false}
                  width={numberWidth + 14}
                  ticks={ticks}
                  domain={[0, ticks[ticks.length - 1]]}
                  tickFormatter={format}
                  tick={{ fontSize: TICK_FONT_SIZE, fill: tickFill }}
                />
                {tooltip}
                {bar}
              </BarChart>
            ) : (
              <BarChart
                width={width}
                height={height}
                data={figures}
                layout="vertical"
                margin={{ top: 0, right: Math.ceil(numberWidth / 2) + 8, left: 0, bottom: 0 }}
              >
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis
                  type="number"
                  allowDecimals={false}
                  ticks={ticks}
                  domain={[0, ticks[ticks.length - 1]]}
                  tickFormatter={format}
                  tick={{ fontSize: TICK_FONT_SIZE, fill: tickFill }}
                />
                <YAxis type="category" dataKey="label" width={layout.axisWidth} interval={0} tick={categoryTick} />
                {tooltip}
                {bar}
              </BarChart>
            )}
          </Box>
          {linked && (
            <Box
              ref={setLinks}
              sx={{
                position: 'absolute',
                inset: 0,
                pointerEvents: 'none',
                '& .figure-bar-link': { pointerEvents: 'auto', borderRadius: '2px' },
                '& .figure-bar-link:hover': { backgroundColor: 'rgba(255, 255, 255, 0.2)' },
                '& .figure-bar-link:focus-visible': {
                  outline: `3px solid ${theme.palette.text.primary}`,
                  outlineOffset: '1px',
                },
              }}
            />
          )}
        </Box>
      )}
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <tbody>
          {figures.map((f) => (
            <tr key={f.label}>
              <th scope="row">{f.label}</th>
              <td>{number.format(f.count)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      {figures.length === 0 && <Typography color="text.secondary">—</Typography>}
    </Box>
  );
}
