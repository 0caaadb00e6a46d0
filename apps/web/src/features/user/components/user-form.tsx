import {
  assignableRoles,
  birthDateSchema,
  formatPhone,
  formatYmd,
  hrDatesProblem,
  isOperator,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  OCCASION_MESSAGES,
  roleOptions,
  SABUN_USE_LABEL,
  USER_ADMIN_MESSAGES,
  type UserDetail,
  userCreateRequestSchema,
  userFormShape,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, Card, Checkbox, Col, DatePicker, Input, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import styles from '../../../components/back-office/back-office.module.css';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { GroupTreeSelect } from '../../../components/back-office/group-tree-select';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';
import { confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';

export type UserFormValues = {
  userId: string;
  userNm: string;
  authCd: string | undefined;
  cmpyCd: string | null;
  grupCd: string | null;
  telNo: string;
  email: string;
  sabun: string;
  useYn: 'Y' | 'N';
  /** HR dates (decision 036): the birth date as typed (its own calendar), the hire and leave days as picked. */
  birthDt: string;
  lunarYn: 'Y' | 'N';
  leapMonth: boolean;
  hireDt: Dayjs | null;
  leaveDt: Dayjs | null;
  /** 선호 언어; '' = 자동 (the browser's language). */
  preferredLanguage: Language | '';
};

const dayOf = (ymd: string | null) => (ymd ? dayjs(formatYmd(ymd, '-')) : null);
const ymdOf = (day: Dayjs | null | undefined) => (day ? day.format('YYYYMMDD') : null);
const birthDigits = (typed: string | undefined) => (typed ?? '').replace(/[\s.\-/]/g, '');

/**
 * The request fields of the form's values. A birth date left empty clears it, except for someone who never saw its
 * year (a client manager: `keepHiddenBirth`), for whom an empty field keeps the one registered (absent = unchanged).
 */
export function userRequestOf(values: UserFormValues, keepHiddenBirth: boolean) {
  const { birthDt: typed, lunarYn, leapMonth, hireDt, leaveDt, preferredLanguage, ...account } = values;
  const digits = birthDigits(typed);
  return {
    ...account,
    ...(digits || !keepHiddenBirth
      ? {
          birthDt: digits || null,
          lunarYn: digits ? lunarYn : 'N',
          leapMonthYn: digits && lunarYn === 'Y' && leapMonth ? 'Y' : 'N',
        }
      : {}),
    hireDt: ymdOf(hireDt),
    leaveDt: ymdOf(leaveDt),
    preferredLanguage: preferredLanguage || null,
  } as const;
}

const valuesOf = (u: UserDetail): UserFormValues => ({
  userId: u.userId,
  userNm: u.userNm,
  authCd: u.authCd,
  cmpyCd: u.cmpyCd,
  grupCd: u.grupCd,
  telNo: u.telNo ? formatPhone(u.telNo) : '',
  email: u.email ?? '',
  sabun: u.sabun ?? '',
  useYn: u.useYn,
  birthDt: u.birthDt ? formatYmd(u.birthDt, '-') : '',
  lunarYn: u.lunarYn,
  leapMonth: u.leapMonthYn === 'Y',
  hireDt: dayOf(u.hireDt),
  leaveDt: dayOf(u.leaveDt),
  preferredLanguage: u.preferredLanguage ?? '',
});

const YN_OPTIONS = (['Y', 'N'] as const).map((v) => ({ value: v, label: SABUN_USE_LABEL[v] }));
const half = { xs: 24, md: 12 } as const;
const LANGUAGE_OPTIONS = [
  { value: '', label: '자동(브라우저 언어)' },
  ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
];

type Props = {
  /** The user being edited; absent for a new one. */
  user?: UserDetail | undefined;
  /** A client manager's company: fixed, and the roles are theirs to give (20 and 25). */
  fixedCmpyCd?: string | null;
  pending: boolean;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
};

/**
 * The user form of /user/save, /user/save/{unqUserId}/{userOrApproval} and the client manager's detail: role (only
 * the roles the signed-in role may give), company and group (client and vendor roles need a company), an 11-digit
 * mobile phone, e-mail and employee number, and the HR dates the occasions run on (생년월일 with 양력/음력 and 윤달,
 * 입사일, 퇴사일), checked with the contract's own zod rules (birthDateSchema for the birth date).
 */
export function UserForm({ user, fixedCmpyCd, pending, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<UserFormValues>();
  const actor = useSession((s) => s.loginUserData?.authCd ?? '');
  const cmpyCd = Form.useWatch('cmpyCd', form) ?? null;
  const editing = !!user;
  const roles = roleOptions(assignableRoles(actor));
  const lunar = Form.useWatch('lunarYn', form) === 'Y';
  // The birth date's year is the operators' to read (birthDateTextFor): anyone else retypes it only to change it.
  const hiddenBirth = editing && !isOperator(actor) && !!user?.birthDateText;

  useEffect(() => {
    if (user) form.setFieldsValue(valuesOf(user));
  }, [user, form]);

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={{
        useYn: 'Y',
        cmpyCd: fixedCmpyCd ?? null,
        grupCd: null,
        birthDt: '',
        lunarYn: 'N',
        leapMonth: false,
        hireDt: null,
        leaveDt: null,
        preferredLanguage: '',
      }}
      onFinish={onSubmit}
      onValuesChange={(changed: Partial<UserFormValues>) => {
        // Another company's groups do not belong to this one.
        if ('cmpyCd' in changed) form.setFieldValue('grupCd', null);
        // 윤달 is a lunar month: a solar birth date has none.
        if (changed.lunarYn === 'N') form.setFieldValue('leapMonth', false);
      }}
      scrollToFirstError
      aria-label={editing ? '사용자 수정' : '사용자 등록'}
    >
      <Card title="계정 정보">
        <Row gutter={[16, 0]}>
          <Col {...half}>
            <Form.Item
              label="아이디"
              name="userId"
              required={!editing}
              rules={editing ? [] : [zodRule(userCreateRequestSchema.shape.userId)]}
            >
              <Input maxLength={30} disabled={editing} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="이름" name="userNm" required rules={[zodRule(userFormShape.userNm)]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label="권한"
              name="authCd"
              required
              rules={[{ required: true, message: USER_ADMIN_MESSAGES.roleNotAllowed }]}
            >
              <Select options={roles} placeholder="선택" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label="소속 회사"
              name="cmpyCd"
              dependencies={['authCd']}
              rules={[
                ({ getFieldValue }) => ({
                  // Operators belong to the operator company; every other role needs its company.
                  validator: (_rule, value: string | null) => {
                    const authCd = getFieldValue('authCd') as string | undefined;
                    return !value && authCd && !isOperator(authCd)
                      ? Promise.reject(new Error(USER_ADMIN_MESSAGES.companyRequired))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <CompanySelect url={API_PATH.companyOptions} method="POST" disabled={!!fixedCmpyCd} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="소속 그룹" name="grupCd">
              <GroupTreeSelect cmpyCd={cmpyCd} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="휴대폰번호" name="telNo" required rules={[zodRule(userFormShape.telNo)]}>
              <Input maxLength={13} placeholder="010-1234-5678" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="이메일" name="email" rules={[zodRule(userFormShape.email)]}>
              <Input maxLength={100} inputMode="email" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="사번" name="sabun" rules={[zodRule(userFormShape.sabun)]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="사용여부" name="useYn">
              <Radio.Group options={YN_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        {!editing && (
          <p className={styles.muted}>
            등록하면 임시 비밀번호가 휴대폰(없으면 이메일)으로 발송되며, 첫 로그인 때 비밀번호를 새로
            설정합니다.
          </p>
        )}
      </Card>
      <Card
        style={{ marginTop: 16 }}
        title="인사 정보"
        extra={<span className={styles.muted}>생일·입사기념일·경조사 선물에 쓰입니다.</span>}
      >
        <Row gutter={[16, 0]}>
          <Col {...half}>
            <Form.Item
              label="생년월일"
              name="birthDt"
              dependencies={['lunarYn', 'leapMonth']}
              extra={
                hiddenBirth
                  ? `등록된 생일: ${user?.birthDateText}. 바꿀 때만 연도부터 입력하세요.`
                  : '음력 생일이면 음력 날짜로 입력합니다.'
              }
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value: string | undefined) => {
                    const digits = birthDigits(value);
                    if (!digits) return Promise.resolve();
                    const parsed = birthDateSchema.safeParse({
                      birthDt: digits,
                      lunarYn: getFieldValue('lunarYn') as 'Y' | 'N',
                      leapMonthYn: getFieldValue('lunarYn') === 'Y' && getFieldValue('leapMonth') ? 'Y' : 'N',
                    });
                    return parsed.success
                      ? Promise.resolve()
                      : Promise.reject(
                          new Error(
                            /^\d{8}$/.test(digits)
                              ? parsed.error.issues[0]?.message
                              : OCCASION_MESSAGES.birthDtInvalid,
                          ),
                        );
                  },
                }),
              ]}
            >
              <Input maxLength={10} placeholder="YYYY-MM-DD" inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="양력/음력">
              <div style={{ display: 'flex', alignItems: 'center', gap: 16, minHeight: 32 }}>
                <Form.Item name="lunarYn" noStyle>
                  <Radio.Group
                    options={[
                      { value: 'N', label: '양력' },
                      { value: 'Y', label: '음력' },
                    ]}
                  />
                </Form.Item>
                <Form.Item name="leapMonth" valuePropName="checked" noStyle>
                  <Checkbox disabled={!lunar}>윤달</Checkbox>
                </Form.Item>
              </div>
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="입사일" name="hireDt">
              <DatePicker className={styles.full} format="YYYY.MM.DD" placeholder="입사일 선택" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label="퇴사일"
              name="leaveDt"
              dependencies={['hireDt']}
              extra="퇴사일이 지나면 보내지 않은 경조사 선물은 취소됩니다."
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value: Dayjs | null) => {
                    const problem = hrDatesProblem({
                      hireDt: ymdOf(getFieldValue('hireDt') as Dayjs | null),
                      leaveDt: ymdOf(value),
                    });
                    return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
                  },
                }),
              ]}
            >
              <DatePicker className={styles.full} format="YYYY.MM.DD" placeholder="퇴사일 선택" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label="선호 언어"
              name="preferredLanguage"
              extra="선물 안내와 선물 고르기 화면에 쓰는 언어입니다."
            >
              <Select options={LANGUAGE_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <div className={styles.footer}>
        <Button
          onClick={async () => {
            if (!form.isFieldsTouched() || (await confirmMessage(ORG_TEXT.leaveConfirm))) onCancel();
          }}
        >
          취소
        </Button>
        <Button type="primary" htmlType="submit" loading={pending}>
          저장
        </Button>
      </div>
    </Form>
  );
}
