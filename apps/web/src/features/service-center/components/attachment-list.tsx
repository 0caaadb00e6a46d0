import { formatFileSize } from '@pcs/domain';
import type { NoticeFile } from '@pcs/domain/contracts/service-center';
import { downloadStoredFile } from '../../../lib/download-file';
import styles from './attachment-list.module.css';
import { PaperclipIcon } from './paperclip-icon';

/** What the list says: a recipient page passes its catalogue's texts, the back office its Korean ones. */
export type AttachmentListTexts = { label: string; title: (count: number) => string; download: string };

/** A notice's attachments, each a button that downloads it with the session (files are not public). */
export function AttachmentList({
  files,
  texts,
}: {
  files: readonly NoticeFile[];
  texts: AttachmentListTexts;
}) {
  if (files.length === 0) return null;
  return (
    <section className={styles.box} aria-label={texts.label}>
      <h2 className={styles.title}>{texts.title(files.length)}</h2>
      <ul className={styles.list}>
        {files.map((f) => (
          <li key={f.fileId}>
            <button
              type="button"
              className={styles.file}
              onClick={() => void downloadStoredFile(f.fileId, f.originalName)}
            >
              <PaperclipIcon />
              <span className={styles.name}>{f.originalName}</span>
              <span className={styles.size}>({formatFileSize(f.byteSize)})</span>
              <span className="pcs-visually-hidden">{texts.download}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
