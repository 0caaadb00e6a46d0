/** Notices, FAQ and questions, and who may download a notice's attachment (the NOTICE scope of stored files). */
export { mayReadNoticeFile, NOTICE_FILE_SCOPE } from './notice-reader';
export { serviceCenterRoutes } from './routes';
