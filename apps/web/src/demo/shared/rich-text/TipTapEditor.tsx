import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SvgIconComponent } from '@mui/icons-material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import { TOOLBAR_HEIGHT, type RichTextEditorProps } from './RichTextEditor';

type Props = Omit<RichTextEditorProps, 'label' | 'minHeight'> & { labelId: string; minHeight: number };

const EMPTY_DOCUMENT = '<p></p>';

/** The editor itself, loaded lazily by RichTextEditor: TipTap's StarterKit under an MUI toolbar. */
export default function TipTapEditor({ labelId, value, onChange, minHeight, disabled = false }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: value,
    editable: !disabled,
    // TipTap's own <style> element carries no CSP nonce and is refused; its needed rules are in the sx below.
    injectCSS: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
  });

  // A value set from outside (a form reset, another record opened) replaces the document; typing does not loop.
  // When a Suspense boundary shows the editor again, its effects run once more before useEditor has replaced the
  // editor it destroyed when hidden: a destroyed editor is left alone.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || EMPTY_DOCUMENT, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        },
        '& .tiptap': { minHeight, px: 1.5, py: 1, outline: 'none', typography: 'body1' },
        '& .ProseMirror': {
          position: 'relative',
          wordWrap: 'break-word',
          whiteSpace: 'break-spaces',
          fontVariantLigatures: 'none',
        },
        '& .ProseMirror pre': { whiteSpace: 'pre-wrap' },
        '& img.ProseMirror-separator': { display: 'inline !important', width: 0, height: 0, border: 0, m: 0 },
        '& .ProseMirror-hideselection *': { caretColor: 'transparent' },
        '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
        '& .tiptap p': { my: 0.5 },
        '& .tiptap blockquote': {
          borderLeft: 3,
          borderColor: 'divider',
          pl: 1.5,
          ml: 0,
          color: 'text.secondary',
        },
      }}
    >
      <Toolbar editor={editor} labelId={labelId} disabled={disabled} />
      <Divider />
      <EditorContent editor={editor} />
    </Box>
  );
}

type Mark = {
  key: string;
  icon: SvgIconComponent;
  isActive(editor: Editor): boolean;
  run(editor: Editor): void;
};

const MARKS: Mark[] = [
  {
    key: 'bold',
    icon: FormatBold,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    icon: FormatItalic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    icon: FormatUnderlined,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'strike',
    icon: FormatStrikethrough,
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: 'bulletList',
    icon: FormatListBulleted,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: FormatListNumbered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'quote',
    icon: FormatQuote,
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

function Toolbar({ editor, labelId, disabled }: { editor: Editor; labelId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      active: MARKS.map((mark) => mark.isActive(editor)),
      canUndo: editor.can().undo(),
      canRedo: editor.can().redo(),
    }),
  });
  const button = (
    key: string,
    Icon: SvgIconComponent,
    onClick: () => void,
    options: { pressed?: boolean; enabled?: boolean },
  ) => (
    <Tooltip key={key} title={t(`richText.${key}`)}>
      <span>
        <IconButton
          size="small"
          aria-label={t(`richText.${key}`)}
          aria-pressed={options.pressed}
          color={options.pressed ? 'primary' : 'default'}
          disabled={disabled || options.enabled === false}
          onClick={onClick}
        >
          <Icon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box
      role="toolbar"
      aria-labelledby={labelId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        minHeight: TOOLBAR_HEIGHT,
      }}
    >
      {MARKS.map((mark, index) =>
        button(mark.key, mark.icon, () => mark.run(editor), { pressed: state.active[index] }),
      )}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {button('undo', Undo, () => editor.chain().focus().undo().run(), { enabled: state.canUndo })}
      {button('redo', Redo, () => editor.chain().focus().redo().run(), { enabled: state.canRedo })}
    </Box>
  );
}
