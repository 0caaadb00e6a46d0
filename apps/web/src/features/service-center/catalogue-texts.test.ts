import { ALL_LABEL, FAQ_CATEGORIES, SERVICE_CENTER_MESSAGES as M, QNA_STATUS_LABEL } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/texts';

// The recipient's service-centre screens read these from the catalogue; in Korean they must stay the domain's
// texts character for character (the API and the back office use the constants).
describe('service catalogue in Korean', () => {
  it('names each code as the domain does', () => {
    expect(t('service.common.all')).toBe(ALL_LABEL);
    for (const c of FAQ_CATEGORIES) expect(t(`service.faqCategory.${c.cd}`)).toBe(c.nm);
    for (const [code, label] of Object.entries(QNA_STATUS_LABEL))
      expect(t(`service.qnaStatus.${code}`)).toBe(label);
  });

  it('matches the domain messages it stands for', () => {
    expect(t('service.common.empty')).toBe(M.emptyList);
    expect(t('service.qna.waiting')).toBe(M.qnaWaitingAnswer);
    expect(t('service.qna.titleRequired')).toBe(M.qnaTitleRequired);
    expect(t('service.qna.questionRequired')).toBe(M.qnaQuestionRequired);
    expect(t('service.qna.askConfirm')).toBe(M.qnaAskConfirm);
    expect(t('service.qna.notifyHint')).toBe(M.qnaNotifyHint);
  });
});
