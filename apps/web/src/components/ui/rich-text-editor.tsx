import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { alertMessage } from '../../lib/dialog';
import { errorText } from '../../lib/use-error-alert';
import styles from './rich-text-editor.module.css';

/** Images put into the text: checked here for a quick answer, checked again by the server from the bytes. */
export type EditorImageUpload = {
  /** Uploads the file and answers the address to insert. */
  upload: (file: File) => Promise<string>;
  types: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
};

type Props = {
  /** The starting HTML; later changes of the prop are ignored (the editor owns the text while it is open). */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
  /** The text box's accessible name: '내용', '상세 설명'. */
  label?: string;
  /** Offers an image button (goods detail); without it the editor is text only (notices). */
  image?: EditorImageUpload;
};

/**
 * The back office's rich-text editor (TipTap 3 on ProseMirror, React 19): headings, emphasis, lists, quotes, links
 * and, when given an upload, images. The HTML it produces is sanitized again by the server when it is saved. Loaded
 * only with the screens that edit rich text (lazy routes), never with the landing or recipient screens.
 */
export function RichTextEditor({
  value = '',
  onChange,
  id,
  'aria-invalid': invalid,
  label = '내용',
  image,
}: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
      ...(image ? [Image.configure({ inline: false, allowBase64: false })] : []),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
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

  const insertImage = async (file: File) => {
    if (!image) return;
    if (!image.types.includes(file.type)) {
      await alertMessage(image.typeMessage);
      return;
    }
    if (file.size > image.maxBytes) {
      await alertMessage(image.sizeMessage);
      return;
    }
    setUploading(true);
    try {
      const src = await image.upload(file);
      chain().setImage({ src, alt: file.name }).run();
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setUploading(false);
    }
  };

  const buttons: { label: string; title: string; on: boolean; run: () => void; disabled?: boolean }[] = [
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
    ...(image
      ? [
          {
            label: uploading ? '업로드 중' : '이미지',
            title: '이미지 넣기',
            on: false,
            run: () => fileInput.current?.click(),
            disabled: uploading,
          },
        ]
      : []),
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
            // The name starts with what the button shows ('H2', '1.') and then says what it does (WCAG 2.5.3).
            aria-label={b.title.startsWith(b.label) ? b.title : `${b.label} ${b.title}`}
            aria-pressed={b.on}
            className={b.on ? styles.on : styles.button}
            disabled={b.disabled}
            // Keeps the editor focused, so a mark switched on before typing (bold, say) applies to what follows.
            onMouseDown={(e) => e.preventDefault()}
            onClick={b.run}
          >
            {b.label}
          </button>
        ))}
        {image ? (
          <input
            ref={fileInput}
            type="file"
            accept={image.types.join(',')}
            style={{ display: 'none' }}
            aria-label={`${label} 이미지 파일`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void insertImage(file);
            }}
          />
        ) : null}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
