import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The service-centre screens in own CSS (notices, FAQ, one-to-one questions) serve the phone (/m/serviceCenter/...)
 * and, inside the recipient layout, recipients on a desktop (/serviceCenter/...): links stay on the side the user
 * came in on.
 */
export function useServicePaths() {
  const mobile = useLocation().pathname.startsWith('/m/');
  return mobile
    ? {
        mobile,
        notify: paths.mNotify,
        notifyDetail: paths.mNotifyDetail,
        faq: paths.mFaq,
        list: paths.mQnaList,
        save: paths.mQnaSave,
        detail: paths.mQnaDetail,
      }
    : {
        mobile,
        notify: paths.notify,
        notifyDetail: paths.notifyDetail,
        faq: paths.faq,
        list: paths.qnaList,
        save: paths.qnaSave,
        detail: paths.qnaDetail,
      };
}
