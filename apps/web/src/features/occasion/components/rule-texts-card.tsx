import {
  defaultOccasionBody,
  defaultOccasionCard,
  defaultOccasionSubject,
  OCCASION_LIMITS,
  OCCASION_VARIABLE_LABEL,
  type OccasionType,
  occasionPreviewTexts,
  occasionPreviewValues,
  occasionVariablesFor,
  offsetDateOf,
  SEND_CHANNEL_LABEL,
  SEND_CHANNELS,
  type SendChannel,
} from '@pcs/domain';
import { Button, Card, Col, Form, type FormRule, Input, Radio, Row, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { OCCASION_RULE_TEXT as T } from '../texts';
import styles from './rule-form.module.css';
import type { RuleFormValues } from './rule-form-values';

/** The rule's texts: checked again when the occasion changes (its variables and the condolence rule). */
export const RULE_TEXT_FIELDS = ['alimtalkText', 'smsText', 'mailSubject', 'mailText', 'cardText'] as const;
type TextField = (typeof RULE_TEXT_FIELDS)[number];

/**
 * The texts of a rule: the channel, the alimtalk, SMS and mail texts with the variables this occasion has, the
 * occasion's default texts (used when a text is left empty), the message card, and a live preview filled with a
 * sample person. Every text is checked by the save schema as it is typed (`ruleOf`), so a condolence rule shows a
 * celebration word at once.
 */
export function RuleTextsCard({ ruleOf, cmpyNm }: { ruleOf: (field: string) => FormRule; cmpyNm: string }) {
  const form = Form.useFormInstance<RuleFormValues>();
  const occasionType = Form.useWatch('occasionType', form);
  const channel = Form.useWatch('channel', form) ?? 'ALIMTALK';
  const [tab, setTab] = useState<SendChannel>(channel);
  const lastField = useRef<TextField>('alimtalkText');
  // The tab follows the channel chosen; the others stay reachable (a rule keeps every text).
  useEffect(() => setTab(channel), [channel]);

  const insert = (variable: string) => {
    const field = lastField.current;
    const current = form.getFieldValue(field) as string | undefined;
    form.setFieldValue(field, `${current ?? ''}${variable}`);
    void form.validateFields([field]).catch(() => undefined);
  };

  const textArea = (field: TextField, fallback: string, rows: number, label: string) => (
    <Form.Item
      label={label}
      name={field}
      rules={[ruleOf(field)]}
      dependencies={['occasionType']}
      extra={
        <span className={styles.defaultHint}>
          {T.defaultTextHint}
          {occasionType && (
            <Button
              type="link"
              size="small"
              onClick={() => {
                form.setFieldValue(field, fallback);
                void form.validateFields([field]).catch(() => undefined);
              }}
            >
              기본 문구 불러오기
            </Button>
          )}
        </span>
      }
    >
      <Input.TextArea
        rows={rows}
        placeholder={occasionType ? fallback : '경조사 유형을 먼저 선택해주세요.'}
        onFocus={() => {
          lastField.current = field;
        }}
      />
    </Form.Item>
  );

  const type: OccasionType | undefined = occasionType;
  const body = type ? defaultOccasionBody(type) : '';
  const subject = type ? defaultOccasionSubject(type) : '';
  return (
    <Card title="발송 문구" size="small">
      <Form.Item label="발송 채널" name="channel" required rules={[ruleOf('channel')]}>
        <Radio.Group
          optionType="button"
          options={SEND_CHANNELS.map((c) => ({ value: c, label: SEND_CHANNEL_LABEL[c] }))}
        />
      </Form.Item>
      <Row gutter={[24, 0]}>
        <Col xs={24} lg={14}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as SendChannel)}
            items={[
              {
                key: 'ALIMTALK',
                label: tabLabel('알림톡', channel === 'ALIMTALK'),
                forceRender: true,
                children: textArea('alimtalkText', body, 6, '알림톡 문구'),
              },
              {
                key: 'SMS',
                label: tabLabel('문자', channel === 'SMS'),
                forceRender: true,
                children: textArea('smsText', body, 6, '문자(SMS/LMS) 문구'),
              },
              {
                key: 'MAIL',
                label: tabLabel('메일', channel === 'MAIL'),
                forceRender: true,
                children: (
                  <>
                    {textArea('mailSubject', subject, 1, '메일 제목')}
                    {textArea('mailText', body, 6, '메일 본문')}
                  </>
                ),
              },
            ]}
          />
          <section className={styles.variables} aria-label="사용할 수 있는 변수">
            <Typography.Text type="secondary">{T.variablesHint}</Typography.Text>
            <div className={styles.variableTags}>
              {(type ? occasionVariablesFor(type) : []).map((v) => (
                <span key={v} className={styles.variable}>
                  <Button size="small" onClick={() => insert(v)} aria-label={`${v} 넣기`}>
                    {v}
                  </Button>
                  <span className={styles.variableLabel}>{OCCASION_VARIABLE_LABEL[v]}</span>
                </span>
              ))}
            </div>
          </section>
          {textArea('cardText', type ? defaultOccasionCard(type) : '', 3, '메시지 카드')}
          <Typography.Text type="secondary">
            메시지 카드는 {OCCASION_LIMITS.cardTextMax}자까지 입력할 수 있습니다.
          </Typography.Text>
        </Col>
        <Col xs={24} lg={10}>
          <RulePreview tab={tab} cmpyNm={cmpyNm} />
        </Col>
      </Row>
    </Card>
  );
}

const tabLabel = (label: string, chosen: boolean) => (chosen ? `${label} (발송 채널)` : label);

/** The chosen tab's text and the message card as the sample person would read them. */
function RulePreview({ tab, cmpyNm }: { tab: SendChannel; cmpyNm: string }) {
  const form = Form.useFormInstance<RuleFormValues>();
  const values = Form.useWatch((v: RuleFormValues) => v, form);
  if (!values?.occasionType)
    return (
      <div className={styles.preview}>
        <Typography.Text type="secondary">경조사 유형을 선택하면 미리보기가 보입니다.</Typography.Text>
      </div>
    );
  const eventDt = dayjs().format('YYYYMMDD');
  const offsetDays = values.sendWhen === 'ON_DAY' ? 0 : Math.max(0, values.offsetDays ?? 0);
  const texts = occasionPreviewTexts(
    {
      occasionType: values.occasionType,
      alimtalkText: values.alimtalkText ?? null,
      smsText: values.smsText ?? null,
      mailSubject: values.mailSubject ?? null,
      mailText: values.mailText ?? null,
      cardText: values.cardText ?? null,
    },
    occasionPreviewValues({
      occasionType: values.occasionType,
      ruleNm: values.ruleNm ?? '',
      cmpyNm,
      eventDt,
      sendDt: offsetDateOf(eventDt, { sendWhen: values.sendWhen ?? 'ON_DAY', offsetDays }),
      openDays: Math.max(1, values.openDays ?? 1),
    }),
  );
  return (
    <section className={styles.preview} aria-label="문구 미리보기">
      <Typography.Text strong>미리보기 · {SEND_CHANNEL_LABEL[tab]}</Typography.Text>
      {tab === 'MAIL' && <div className={styles.previewSubject}>{texts.mailSubject}</div>}
      <pre className={styles.previewBody}>
        {tab === 'ALIMTALK' ? texts.alimtalk : tab === 'SMS' ? texts.sms : texts.mail}
      </pre>
      <Typography.Text strong>메시지 카드</Typography.Text>
      <pre className={styles.previewCard}>{texts.card}</pre>
      <Typography.Text type="secondary" className={styles.previewHint}>
        {T.previewHint}
      </Typography.Text>
    </section>
  );
}
