import { Button, DialogActions, ModalDialog, TextField } from '@museum-shop/ui/controls';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useMemo, useState } from 'react';
import { Form, ToggleButton, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './RichTextEditor.module.css';

/** What a page may hold, as the server keeps it: headings, marks, lists, quotes and links. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

/** The addresses a page may link to: the server keeps no other. */
const LINK_ADDRESS = /^(https?:\/\/\S+|mailto:\S+|tel:[+\d][\d\s()/-]*)$/i;

/**
 * A page's text in a Tiptap editor (StarterKit): headings, bold, italic, lists and links, which
 * is what the server keeps of a page. The editable area is a labelled multi-line text box in the
 * tab order; the toolbar's buttons say whether their format is on (aria-pressed).
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  errorId,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
  errorId?: string | undefined;
}) {
  const { t } = useTranslation();
  // Read once: the editor owns the text from then on.
  const [content] = useState(initialHtml);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class: styles.editable ?? '',
        // The error is tied to the text box as a field's is.
        ...(errorId ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
      },
    }),
    [labelledBy, errorId],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content,
    editorProps,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const tools = [
    { id: 'bold', label: t('setup.editor.bold'), run: () => editor.chain().focus().toggleBold().run() },
    { id: 'italic', label: t('setup.editor.italic'), run: () => editor.chain().focus().toggleItalic().run() },
    {
      id: 'heading',
      label: t('setup.editor.heading'),
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      id: 'bulletList',
      label: t('setup.editor.bulletList'),
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      id: 'orderedList',
      label: t('setup.editor.orderedList'),
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ] as const;
  return (
    <div className={styles.editor}>
      <Toolbar className={styles.toolbar} aria-label={t('setup.editor.toolbar')}>
        {tools.map((tool) => (
          <ToggleButton key={tool.id} className={styles.tool} isSelected={state[tool.id]} onChange={tool.run}>
            {tool.label}
          </ToggleButton>
        ))}
        <LinkButton editor={editor} active={state.link} />
      </Toolbar>
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

/** The link of the selected text: its address asked in a dialog; an empty address removes it. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = (event: FormEvent<HTMLFormElement>, close: () => void) => {
    event.preventDefault();
    const href = address.trim();
    if (href && !LINK_ADDRESS.test(href)) {
      setInvalid(true);
      return;
    }
    close();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
  };
  return (
    <>
      <ToggleButton
        className={styles.tool}
        isSelected={active}
        onChange={() => {
          setAddress(String(editor.getAttributes('link').href ?? ''));
          setInvalid(false);
          setOpen(true);
        }}
      >
        {t('setup.editor.link')}
      </ToggleButton>
      <ModalDialog title={t('setup.editor.linkTitle')} isOpen={isOpen} onOpenChange={setOpen}>
        {(close) => (
          <Form onSubmit={(event) => apply(event, close)}>
            <TextField
              label={t('setup.editor.linkAddress')}
              description={t('setup.editor.linkHint')}
              value={address}
              onChange={(value) => {
                setAddress(value);
                setInvalid(false);
              }}
              errorMessage={invalid ? t('setup.editor.linkInvalid') : undefined}
              autoFocus
            />
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit">{t('setup.editor.linkApply')}</Button>
            </DialogActions>
          </Form>
        )}
      </ModalDialog>
    </>
  );
}
