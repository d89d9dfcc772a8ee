import { Fragment, useMemo } from 'react';
import { Box, alpha, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { diffWords, type Change } from 'diff';
import { useTranslate } from 'react-admin';

/** Beyond this many words changed the texts are shown as they are: a diff that long helps nobody and costs time. */
const MAX_EDIT_LENGTH = 500;

/** How many words of `changes` are kept, and how many the longer text has. */
function kept(changes: Change[]) {
  const words = (part: Change) => part.value.trim().split(/\s+/).filter(Boolean).length;
  const same = changes.filter((part) => !part.added && !part.removed).reduce((n, part) => n + words(part), 0);
  const before = changes.filter((part) => !part.added).reduce((n, part) => n + words(part), 0);
  const after = changes.filter((part) => !part.removed).reduce((n, part) => n + words(part), 0);
  return { same, longer: Math.max(before, after) };
}

/** Shorter values (a phone number, a name, a choice) are read whole at a glance: only texts get marks. */
const MIN_WORDS = 5;

/**
 * Each change of `after` against `before`, word by word; none for short values, when the texts keep less than half
 * their words (a new text rather than an edit, which marks would only clutter) or differ too much to compare.
 */
function wordChanges(before: string, after: string): Change[] | undefined {
  if (before === after) return undefined;
  const changes = diffWords(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) return undefined;
  const { same, longer } = kept(changes);
  return longer >= MIN_WORDS && same > 0 && same * 2 >= longer ? changes : undefined;
}

/** Struck through and underlined, not coloured only: the lines show the change without colour, the words say it. */
const MARK = {
  removed: (theme: Theme) => ({
    textDecoration: 'line-through',
    bgcolor: alpha(theme.palette.error.main, 0.14),
    color: 'inherit',
  }),
  added: (theme: Theme) => ({
    textDecoration: 'underline',
    bgcolor: alpha(theme.palette.success.main, 0.16),
    color: 'inherit',
  }),
};

/**
 * Two versions of a text with the words that changed marked: `before` with its removed words struck through
 * (`<del>`), `after` with its added ones underlined (`<ins>`), or both in one (`show`). Each change is announced
 * ("removed: … end of removed text") to a screen reader, whose users see neither lines nor colours. Values under
 * five words, and texts that keep less than half their words, are shown as they are. Plain text only: compare rich
 * text by its text content, never render its HTML here.
 */
export function WordDiff({
  before,
  after,
  show = 'both',
}: {
  before: string;
  after: string;
  show?: 'before' | 'after' | 'both';
}) {
  const translate = useTranslate();
  const changes = useMemo(() => wordChanges(before, after), [before, after]);
  if (!changes) return <>{show === 'before' ? before : after}</>;
  return (
    <>
      {changes.map((change, i) => {
        const kind = change.added ? 'added' : change.removed ? 'removed' : undefined;
        if (!kind) return change.value;
        if ((kind === 'added' && show === 'before') || (kind === 'removed' && show === 'after')) return null;
        // The spaces around the words stay outside the mark: neither underlined nor run into its announcement.
        const [, lead, words, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(change.value)!;
        return (
          <Fragment key={i}>
            {lead}
            <Box component={kind === 'added' ? 'ins' : 'del'} sx={MARK[kind]}>
              <Box component="span" sx={visuallyHidden}>
                {`${translate(`vp.diff.${kind}`)} `}
              </Box>
              {words}
              <Box component="span" sx={visuallyHidden}>
                {` ${translate(`vp.diff.${kind}_end`)}`}
              </Box>
            </Box>
            {trail}
          </Fragment>
        );
      })}
    </>
  );
}
