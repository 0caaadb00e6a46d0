import { GOODS_LIMITS, GOODS_MESSAGES } from '@pcs/domain';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { uploadGoodsImage } from '../api/upload-goods-image';
import styles from './detail-editor.module.css';
import { goodsImageUrl } from './goods-status';

type Props = { value?: string; onChange?: (html: string) => void; id?: string };

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The goods detail editor (TipTap 3 on ProseMirror, React 19): headings, emphasis, lists, quotes, links and images.
 * An image goes up through our upload call (imageUpload.json: type read from the bytes, re-encoded, at most 10 MB)
 * and is inserted by its /files/{fileId} address; the server sanitizes the HTML again when it is saved. Loaded only
 * with the goods save screens (a lazy route), never with the landing or recipient screens.
 */
export function GoodsDetailEditor({ value = '', onChange, id }: Props) {
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
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': '상세 설명',
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

  const insertImage = async (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      await alertMessage(GOODS_MESSAGES.imageType);
      return;
    }
    if (file.size > GOODS_LIMITS.maxImageBytes) {
      await alertMessage(GOODS_MESSAGES.imageSize);
      return;
    }
    setUploading(true);
    try {
      const { fileId } = await uploadGoodsImage(file);
      chain()
        .setImage({ src: goodsImageUrl(fileId), alt: file.name })
        .run();
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setUploading(false);
    }
  };

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
    { label: 'H2', title: '제목', on: !!active?.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'H3', title: '소제목', on: !!active?.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: '•', title: '글머리 목록', on: !!active?.bullet, run: () => chain().toggleBulletList().run() },
    { label: '1.', title: '번호 목록', on: !!active?.ordered, run: () => chain().toggleOrderedList().run() },
    { label: '❝', title: '인용', on: !!active?.quote, run: () => chain().toggleBlockquote().run() },
    { label: '링크', title: active?.link ? '링크 해제' : '링크', on: !!active?.link, run: setLink },
    {
      label: uploading ? '업로드 중' : '이미지',
      title: '이미지 넣기',
      on: false,
      run: () => fileInput.current?.click(),
    },
    { label: '↶', title: '실행 취소', on: false, run: () => chain().undo().run() },
    { label: '↷', title: '다시 실행', on: false, run: () => chain().redo().run() },
  ];

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label="서식">
        {buttons.map((b) => (
          <button
            key={b.title}
            type="button"
            title={b.title}
            aria-label={b.title}
            aria-pressed={b.on}
            className={b.on ? styles.on : styles.button}
            disabled={b.title === '이미지 넣기' && uploading}
            onMouseDown={(e) => e.preventDefault()}
            onClick={b.run}
          >
            {b.label}
          </button>
        ))}
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          style={{ display: 'none' }}
          aria-label="상세 설명 이미지 파일"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void insertImage(file);
          }}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
