import { Box } from '@mui/material';

/** A run of words both texts share, or only the old one has (`removed`), or only the new one (`added`). */
interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Words and the spaces after them, so that joining the tokens gives the text back. */
const tokens = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/** Beyond this many token pairs, the middle that differs is shown as removed and added whole (fast enough). */
const MAX_CELLS = 4_000_000;

/**
 * The difference between two texts word by word: the longest run of shared words (a common prefix and suffix,
 * then a longest common subsequence of what is between), the rest removed from `before` or added in `after`.
 */
function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const word = (token: string) => token.trimEnd();
  let start = 0;
  while (start < a.length && start < b.length && word(a[start]) === word(b[start])) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && word(a[endA - 1]) === word(b[endB - 1])) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else if (text) parts.push({ kind, text });
  };
  push('same', b.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n * m > MAX_CELLS) {
    push('removed', midA.join(''));
    push('added', midB.join(''));
  } else {
    // lengths[i][j]: the longest common subsequence of midA[i..] and midB[j..], in one flat array.
    const lengths = new Uint32Array((n + 1) * (m + 1));
    const at = (i: number, j: number) => i * (m + 1) + j;
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lengths[at(i, j)] =
          word(midA[i]) === word(midB[j])
            ? lengths[at(i + 1, j + 1)] + 1
            : Math.max(lengths[at(i + 1, j)], lengths[at(i, j + 1)]);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && word(midA[i]) === word(midB[j])) {
        push('same', midB[j]);
        i++;
        j++;
      } else if (j < m && (i === n || lengths[at(i, j + 1)] >= lengths[at(i + 1, j)])) push('added', midB[j++]);
      else push('removed', midA[i++]);
    }
  }
  push('same', b.slice(endB).join(''));
  return parts;
}

/** Read by a screen reader, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * One side of a word-level difference: `before` shows the old text with the words since removed marked, `after`
 * the new text with the words added marked (as <del> and <ins>, each preceded by its label for a screen reader).
 */
export function WordDiff({
  before,
  after,
  side,
  removedLabel,
  addedLabel,
}: {
  before: string;
  after: string;
  side: 'before' | 'after';
  removedLabel: string;
  addedLabel: string;
}) {
  const shown = wordDiff(before, after).filter((part) => part.kind !== (side === 'before' ? 'added' : 'removed'));
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {shown.map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <Box
            key={i}
            component={part.kind === 'removed' ? 'del' : 'ins'}
            sx={{
              bgcolor: part.kind === 'removed' ? 'error.light' : 'success.light',
              color: part.kind === 'removed' ? 'error.contrastText' : 'success.contrastText',
              borderRadius: 0.5,
              textDecorationThickness: '1px',
            }}
          >
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {`[${part.kind === 'removed' ? removedLabel : addedLabel}] `}
            </Box>
            {part.text}
          </Box>
        ),
      )}
    </Box>
  );
}
