import { useId, useMemo } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styled from 'styled-components';
import { sanitizeRichText } from '../utils/sanitize-html';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  .ProseMirror {
    min-height: 140px;
    max-height: 360px;
    overflow-y: auto;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    line-height: ${({ theme }) => theme.lineHeights.body};
    outline: none;
  }
  .ProseMirror > * + * {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  .ProseMirror ul,
  .ProseMirror ol {
    padding-left: ${({ theme }) => theme.space.xl};
  }
  .ProseMirror h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .ProseMirror h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .ProseMirror a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
`;

const ToolButton = styled.button`
  min-width: ${({ theme }) => theme.controlHeights.sm};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

type Tool = {
  label: string;
  text: string;
  /** The mark or node it toggles, for aria-pressed; none for undo and redo. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  can: (editor: Editor) => boolean;
};

const TOOLS: Tool[] = [
  {
    label: 'Bold',
    text: 'B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
    can: (e) => e.can().toggleBold(),
  },
  {
    label: 'Italic',
    text: 'I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
    can: (e) => e.can().toggleItalic(),
  },
  {
    label: 'Underline',
    text: 'U',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
    can: (e) => e.can().toggleUnderline(),
  },
  {
    label: 'Heading',
    text: 'H',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    can: (e) => e.can().toggleHeading({ level: 3 }),
  },
  {
    label: 'Bulleted list',
    text: '• Bulleted',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
    can: (e) => e.can().toggleBulletList(),
  },
  {
    label: 'Numbered list',
    text: 'Numbered',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    can: (e) => e.can().toggleOrderedList(),
  },
  { label: 'Undo', text: 'Undo', run: (e) => e.chain().focus().undo().run(), can: (e) => e.can().undo() },
  { label: 'Redo', text: 'Redo', run: (e) => e.chain().focus().redo().run(), can: (e) => e.can().redo() },
];

type RichTextEditorProps = {
  label: string;
  hint?: string;
  /** The stored HTML; sanitised before the editor reads it. Later changes of this prop are not read. */
  initialHtml: string;
  /** The editor's HTML after each change by the user, '' when it is empty. */
  onChange: (html: string) => void;
  disabled?: boolean;
  /** Marks the text as required (a star for the eye, aria-required for assistive technology). */
  required?: boolean;
  /** The text's problem, shown under it and read with it (aria-invalid). */
  error?: string;
};

/**
 * Rich text (Tiptap): paragraphs, bold, italic, underline, headings, lists and links typed or pasted; the class
 * description and an announcement email. Keyboard: Tab reaches the toolbar buttons and the text; the usual shortcuts
 * (Ctrl/⌘+B, I, U, Z) work in the text. Only the user's edits call onChange, so an untouched description is never sent
 * as changed.
 */
export function RichTextEditor({ label, hint, initialHtml, onChange, disabled = false, required = false, error }: RichTextEditorProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const content = useMemo(() => sanitizeRichText(initialHtml), [initialHtml]);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3] }, codeBlock: false, link: { openOnClick: false } })],
    content,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        // useEditor hands changed options to the editor on each render: the error and hint follow as they come and go.
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // The toolbar's pressed and enabled states follow the selection without re-rendering the form on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) => ({ active: tool.active?.(current) ?? null, enabled: tool.can(current) })),
  });

  return (
    <Root>
      <Label id={labelId}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <Frame $invalid={Boolean(error)}>
        <Toolbar role="toolbar" aria-label={`${label} formatting`}>
          {TOOLS.map((tool, i) => {
            const toolState = state[i];
            return (
              <ToolButton
                key={tool.label}
                type="button"
                aria-label={tool.label}
                title={tool.label}
                aria-pressed={toolState?.active === null ? undefined : Boolean(toolState?.active)}
                disabled={disabled || !toolState?.enabled}
                // Keeps the text's selection: the button acts on it, then focus returns to the text.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => tool.run(editor)}
              >
                {tool.text}
              </ToolButton>
            );
          })}
        </Toolbar>
        <EditorContent editor={editor} />
      </Frame>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Root>
  );
}
