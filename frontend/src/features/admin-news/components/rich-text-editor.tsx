import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useEffect } from 'react';
import styles from './rich-text-editor.module.css';

interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
}

/**
 * The news editor (Tiptap): exactly the formatting the server's allow-list keeps — headings, bold,
 * italic, underline, strike, lists, quotes and links. Works as an antd Form control (value/onChange).
 */
export function RichTextEditor({ value = '', onChange, id }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': 'Inhalt', role: 'textbox', 'aria-multiline': 'true', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  // A new value from outside (another item opened in the dialog) replaces the content.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={styles.frame}>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const editLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Adresse des Links (https://… oder mailto:…), leer zum Entfernen', current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatierung">
      <Tool label="Überschrift" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label="Zwischenüberschrift" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <span className={styles.separator} />
      <Tool label="Fett" active={state.bold} onClick={() => chain().toggleBold().run()} icon={<BoldOutlined />} />
      <Tool label="Kursiv" active={state.italic} onClick={() => chain().toggleItalic().run()} icon={<ItalicOutlined />} />
      <Tool label="Unterstrichen" active={state.underline} onClick={() => chain().toggleUnderline().run()} icon={<UnderlineOutlined />} />
      <Tool label="Durchgestrichen" active={state.strike} onClick={() => chain().toggleStrike().run()} icon={<StrikethroughOutlined />} />
      <span className={styles.separator} />
      <Tool label="Aufzählung" active={state.bulletList} onClick={() => chain().toggleBulletList().run()} icon={<UnorderedListOutlined />} />
      <Tool label="Nummerierte Liste" active={state.orderedList} onClick={() => chain().toggleOrderedList().run()} icon={<OrderedListOutlined />} />
      <Tool label="Zitat" active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        „“
      </Tool>
      <Tool label="Link" active={state.link} onClick={editLink} icon={<LinkOutlined />} />
      <span className={styles.separator} />
      <Tool label="Rückgängig" disabled={!state.canUndo} onClick={() => chain().undo().run()} icon={<UndoOutlined />} />
      <Tool label="Wiederholen" disabled={!state.canRedo} onClick={() => chain().redo().run()} icon={<RedoOutlined />} />
    </div>
  );
}

function Tool({
  label,
  active = false,
  disabled = false,
  onClick,
  icon,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.5}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={false}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        icon={icon}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
