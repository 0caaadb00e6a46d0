import type { FaqListRequest, NoticeListRequest, QnaListRequest } from '@pcs/domain/contracts/service-center';

/**
 * Query keys of the service centre's boards, from one factory so that a save invalidates exactly its board
 * (a notice save refreshes the notice lists and that notice; an answer refreshes the question and the lists).
 */
export const serviceCenterKeys = {
  notices: () => ['notice'] as const,
  noticeList: (request: NoticeListRequest | 'infinite', filters?: Omit<NoticeListRequest, 'page'>) =>
    [...serviceCenterKeys.notices(), 'list', request, filters ?? null] as const,
  notice: (boardId: number) => [...serviceCenterKeys.notices(), 'detail', boardId] as const,
  noticeCompanies: () => [...serviceCenterKeys.notices(), 'companies'] as const,
  faqs: () => ['faq'] as const,
  faqList: (request: FaqListRequest) => [...serviceCenterKeys.faqs(), 'list', request] as const,
  faq: (faqId: number) => [...serviceCenterKeys.faqs(), 'detail', faqId] as const,
  questions: () => ['qna'] as const,
  questionList: (request: QnaListRequest | 'infinite') =>
    [...serviceCenterKeys.questions(), 'list', request] as const,
  question: (qnaSn: number) => [...serviceCenterKeys.questions(), 'detail', qnaSn] as const,
};
