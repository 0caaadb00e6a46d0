import { QNA_STATUS, QNA_STATUS_LABEL, type QnaStatus } from '@pcs/domain';
import styles from './qna-status-tag.module.css';

/**
 * 답변대기 / 답변완료, coloured so a waiting question stands out in a list (no Ant Design: mobile uses it too).
 * A recipient page passes its catalogue's `label`; the back office keeps the domain's Korean name.
 */
export function QnaStatusTag({ status, label }: { status: QnaStatus; label?: string }) {
  return (
    <span className={status === QNA_STATUS.answered ? styles.answered : styles.waiting}>
      {label ?? QNA_STATUS_LABEL[status]}
    </span>
  );
}
