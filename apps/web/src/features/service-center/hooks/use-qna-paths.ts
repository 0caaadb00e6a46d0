import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The one-to-one question screens in own CSS serve the phone (/m/serviceCenter/qna...) and, inside the recipient
 * layout, recipients on a desktop (/serviceCenter/qna...): links stay on the side the user came in on.
 */
export function useQnaPaths() {
  const mobile = useLocation().pathname.startsWith('/m/');
  return mobile
    ? { mobile, list: paths.mQnaList, save: paths.mQnaSave, detail: paths.mQnaDetail }
    : { mobile, list: paths.qnaList, save: paths.qnaSave, detail: paths.qnaDetail };
}
