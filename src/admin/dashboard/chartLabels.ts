/** Tick labels laid out before the chart draws them, so an axis is as wide as its longest label needs. */

export const TICK_FONT_SIZE = 12;
export const TICK_LINE_HEIGHT = 15;

let context: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();

/** The rendered width of a text (a canvas measure; an estimate where there is none, as in jsdom). */
export function textWidth(text: string, font: string): number {
  const key = `${font}|${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  if (context === undefined) {
    try {
      // jsdom has no canvas (and says so on every call): ask once.
      context =
        typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom')
          ? null
          : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  let width = Math.ceil(text.length * TICK_FONT_SIZE * 0.6);
  if (context) {
    context.font = font;
    width = Math.ceil(context.measureText(text).width);
  }
  // Measures taken before the web font has loaded would stay wrong.
  if (!context || document.fonts?.status === 'loaded') widths.set(key, width);
  return width;
}

/** Breaks a label into lines no wider than `max` (a single word longer than that keeps its own line). */
function wrapLabel(label: string, max: number, font: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font) > max) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

interface CategoryLayout {
  /** Each label's lines, by label. */
  lines: Map<string, string[]>;
  /** The category axis' width. */
  axisWidth: number;
  /** Height of one bar's row. */
  rowHeight: number;
}

/**
 * The category axis of a horizontal bar chart: labels keep their full text, wrapped onto lines when they are
 * wider than the share of the chart a label may take.
 */
export function layoutCategories(labels: string[], chartWidth: number, font: string): CategoryLayout {
  const max = Math.max(72, Math.floor(chartWidth * 0.42));
  const lines = new Map(labels.map((label) => [label, wrapLabel(label, max, font)]));
  const widest = Math.max(0, ...[...lines.values()].flat().map((line) => textWidth(line, font)));
  const most = Math.max(1, ...[...lines.values()].map((l) => l.length));
  return { lines, axisWidth: Math.min(max, widest) + 12, rowHeight: Math.max(28, most * TICK_LINE_HEIGHT + 10) };
}
