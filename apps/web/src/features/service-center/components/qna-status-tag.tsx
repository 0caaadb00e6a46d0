import { QNA_STATUS, QNA_STATUS_LABEL, type QnaStatus } from '@pcs/domain';
import styles from './qna-status-tag.module.css';

/** 답변대기 / 답변완료, coloured so a waiting question stands out in a list (no Ant Design: mobile uses it too). */
export function QnaStatusTag({ status }: { status: QnaStatus }) {
  return (
    <span className={status === QNA_STATUS.answered ? styles.answered : styles.waiting}>
      {QNA_STATUS_LABEL[status]}
    </span>
  );
}
