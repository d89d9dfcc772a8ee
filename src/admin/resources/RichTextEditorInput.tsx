import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';

/** 0 is a normal paragraph, 1–6 the heading levels. */
const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
type Level = (typeof LEVELS)[number];

/**
 * ra-input-rich-text's level picker as a menu button: the stock one puts a list item straight into a <nav>
 * (axe: listitem, serious).
 */
function LevelSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  useEffect(() => {
    if (!editor) return;
    const onTransaction = () => rerender();
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
    };
  }, [editor]);
  const current =
    LEVELS.find((level) => (level === 0 ? editor?.isActive('paragraph') : editor?.isActive('heading', { level }))) ?? 0;
  const label = (level: Level) =>
    level === 0 ? translate('ra.tiptap.paragraph') : translate(`ra.tiptap.heading${level}`);
  const choose = (level: Level) => {
    setAnchor(null);
    if (!editor) return;
    editor
      .chain()
      .focus()
      .setNode(level === 0 ? 'paragraph' : 'heading', level === 0 ? {} : { level })
      .run();
  };
  return (
    <div>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        disabled={!editor?.isEditable}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`${translate('ra.tiptap.current_level')}: ${label(current)}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', borderColor: 'divider' }}
      >
        {label(current)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LEVELS.map((level) => (
          <MenuItem key={level} selected={level === current} onClick={() => choose(level)}>
            {label(level)}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}

const toolbar = (
  <RichTextInputToolbar>
    <LevelSelect />
    <FormatButtons />
    <ColorButtons />
    <AlignmentButtons />
    <ListButtons />
    <LinkButtons />
    <ImageButtons />
    <QuoteButtons />
    <ClearButtons />
  </RichTextInputToolbar>
);

/**
 * The rich-text input of the resource forms: ra-input-rich-text's, with the editing area named after its field
 * (the stock one leaves the contenteditable textbox unnamed: axe aria-input-field-name) and an accessible level picker.
 */
export function RichTextEditorInput(props: RichTextInputProps & { source: string }) {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const label =
    typeof props.label === 'string'
      ? translate(props.label, { _: props.label })
      : translate(`resources.${resource}.fields.${props.source}`, { _: props.source });
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { 'aria-label': label, ...(props.isRequired ? { 'aria-required': 'true' } : {}) } },
    }),
    [label, props.isRequired],
  );
  return <RichTextInput {...props} editorOptions={editorOptions} toolbar={toolbar} />;
}
