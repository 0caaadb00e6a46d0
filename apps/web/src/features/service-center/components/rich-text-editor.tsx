import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styles from './rich-text-editor.module.css';

type Props = {
  /** The starting HTML; later changes of the prop are ignored (the editor owns the text while it is open). */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
};

/**
 * The notice body editor (TipTap on ProseMirror): headings, emphasis, lists, quotes and links, producing HTML that the
 * server sanitizes again when it is saved. Loaded only with the notice save screen.
 */
export function RichTextEditor({ value = '', onChange, id, 'aria-invalid': invalid }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': '내용',
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();

  const setLink = () => {
    if (active?.link) {
      chain().unsetLink().run();
      return;
    }
    const href = window.prompt('링크 주소를 입력해주세요.', 'https://');
    if (href && /^https?:\/\/\S+$/i.test(href.trim())) chain().setLink({ href: href.trim() }).run();
  };

  const buttons: { label: string; title: string; on: boolean; run: () => void }[] = [
    { label: 'B', title: '굵게', on: !!active?.bold, run: () => chain().toggleBold().run() },
    { label: 'I', title: '기울임', on: !!active?.italic, run: () => chain().toggleItalic().run() },
    { label: 'U', title: '밑줄', on: !!active?.underline, run: () => chain().toggleUnderline().run() },
    { label: 'S', title: '취소선', on: !!active?.strike, run: () => chain().toggleStrike().run() },
    { label: 'H2', title: '제목', on: !!active?.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'H3', title: '소제목', on: !!active?.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: '•', title: '글머리 목록', on: !!active?.bullet, run: () => chain().toggleBulletList().run() },
    { label: '1.', title: '번호 목록', on: !!active?.ordered, run: () => chain().toggleOrderedList().run() },
    { label: '❝', title: '인용', on: !!active?.quote, run: () => chain().toggleBlockquote().run() },
    { label: '링크', title: active?.link ? '링크 해제' : '링크', on: !!active?.link, run: setLink },
    { label: '↶', title: '실행 취소', on: false, run: () => chain().undo().run() },
    { label: '↷', title: '다시 실행', on: false, run: () => chain().redo().run() },
  ];

  return (
    <div className={`${styles.editor} ${invalid ? styles.invalid : ''}`}>
      <div className={styles.toolbar} role="toolbar" aria-label="서식">
        {buttons.map((b) => (
          <button
            key={b.title}
            type="button"
            title={b.title}
            aria-label={b.title}
            aria-pressed={b.on}
            className={b.on ? styles.on : styles.button}
            // Keeps the editor focused, so a mark switched on before typing (bold, say) applies to what follows.
            onMouseDown={(e) => e.preventDefault()}
            onClick={b.run}
          >
            {b.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
