import {
  APPROVAL_KIND_LABEL,
  isAwaitingDecision,
  LANGUAGE_NAMES,
  USER_ADMIN_MESSAGES,
  type UserDetail,
  userOrApprovalOf,
} from '@pcs/domain';
import { Button, Card, Descriptions, type DescriptionsProps, Empty, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApprovalHistoryTimeline } from '../../../components/back-office/approval-history';
import styles from '../../../components/back-office/back-office.module.css';
import { dash, dateText, dateTimeText, phoneText } from '../../../components/back-office/display';
import { PageHeader } from '../../../components/back-office/page-header';
import { RegStatTag, UseYnTag } from '../../../components/back-office/status-tags';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useUserDetail } from '../api/get-user-detail';
import { useLockUser } from '../api/lock-user';
import { useResetUserPassword } from '../api/reset-user-password';
import { useUnlockUser } from '../api/unlock-user';
import { UserForm } from '../components/user-form';
import { UserLifeEventsCard } from '../components/user-life-events-card';
import { useSaveUser } from '../hooks/use-save-user';
import { useUserDecision } from '../hooks/use-user-decision';
import { USER_ROUTES, type UserScope } from '../user-scope';

/**
 * spec §2 /user/detail/{unqUserId}/{userOrApproval} (operators) and /user/clientManage/detail/... (a client manager,
 * who edits here: the spec gives them no save route). Shows the user in full (the read is logged), locks and unlocks,
 * sends a temporary password, and lets operators approve or reject a sign-up or vendor application in READY. The HR
 * dates (생일 without its year for client managers) and the person's life events (register, delete) are here too.
 */
export function UserDetailScreen({ scope }: { scope: UserScope }) {
  const { unqUserId = '' } = useParams();
  const navigate = useNavigate();
  const operator = scope === 'operator';
  const ownCmpyCd = useSession((s) => s.loginUserData?.cmpyCd ?? null);
  const detail = useUserDetail(unqUserId);
  useErrorAlert(detail.error);
  const [editing, setEditing] = useState(false);
  const { save, pending } = useSaveUser(() => setEditing(false));
  const d = detail.data;

  const edit = () => {
    if (!d) return;
    if (operator) navigate(paths.userEdit(d.unqUserId, userOrApprovalOf(d.regStat)));
    else setEditing(true);
  };

  return (
    <div className={styles.narrowPage}>
      <PageHeader
        title={operator ? '사용자 상세' : '임직원 상세'}
        actions={
          <>
            <Button onClick={() => navigate(USER_ROUTES[scope].list)}>목록</Button>
            {d && !editing && (
              <Button type="primary" onClick={edit}>
                수정
              </Button>
            )}
          </>
        }
      />
      {detail.isError ? (
        <Card>
          <Empty description={USER_ADMIN_MESSAGES.notFound} />
        </Card>
      ) : !d ? (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : editing ? (
        <UserForm
          user={d}
          fixedCmpyCd={ownCmpyCd}
          pending={pending}
          onSubmit={(values) => void save(values, d.unqUserId)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {operator && isAwaitingDecision(d.regStat) && <DecisionCard user={d} />}
          <UserFields user={d} />
          <UserLifeEventsCard unqUserId={d.unqUserId} />
          <AccountActions user={d} />
          <Card title="처리 이력">
            <ApprovalHistoryTimeline items={d.approvals} />
          </Card>
        </>
      )}
    </div>
  );
}

function UserFields({ user: u }: { user: UserDetail }) {
  const items: DescriptionsProps['items'] = [
    { key: 'userId', label: '아이디', children: u.userId },
    { key: 'userNm', label: '이름', children: u.userNm },
    // The role's name only: its code means nothing to the people reading this screen.
    { key: 'authNm', label: '권한', children: u.authNm },
    { key: 'cmpy', label: '회사', children: dash(u.cmpyNm ?? u.applyCmpyNm) },
    { key: 'grup', label: '그룹', children: dash(u.grupNm) },
    { key: 'sabun', label: '사번', children: dash(u.sabun) },
    { key: 'telNo', label: '휴대폰번호', children: phoneText(u.telNo) },
    { key: 'email', label: '이메일', children: dash(u.email) },
    {
      key: 'regStat',
      label: '가입상태',
      children: (
        <Space size={4}>
          <RegStatTag regStat={u.regStat} />
          {u.applicationType && <Tag>{APPROVAL_KIND_LABEL[u.applicationType]}</Tag>}
        </Space>
      ),
    },
    { key: 'useYn', label: '사용여부', children: <UseYnTag useYn={u.useYn} /> },
    {
      key: 'lockYn',
      label: '잠금',
      children: u.lockYn === 'Y' ? <Tag color="red">잠김</Tag> : '정상',
    },
    {
      key: 'firstLoginYn',
      label: '첫 로그인',
      children: u.firstLoginYn === 'Y' ? '대기 (비밀번호 설정 전)' : '완료',
    },
    { key: 'pwdChangedDt', label: '비밀번호 변경일', children: dateTimeText(u.pwdChangedDt) },
    { key: 'frstRgstDt', label: '가입일', children: dateText(u.frstRgstDt) },
    // HR data the occasions run on; the birth date's year is the operators' only (the server decides).
    { key: 'birth', label: '생일', children: dash(u.birthDateText) },
    { key: 'hireDt', label: '입사일', children: dateText(u.hireDt) },
    {
      key: 'leaveDt',
      label: '퇴사일',
      children: u.leaveDt ? <Tag color="volcano">{dateText(u.leaveDt)}</Tag> : '-',
    },
    {
      key: 'preferredLanguage',
      label: '선호 언어',
      children: u.preferredLanguage ? LANGUAGE_NAMES[u.preferredLanguage] : '자동(브라우저 언어)',
    },
  ];
  return (
    <Card title="사용자 정보">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}

/** Lock, unlock and a temporary password, each after a confirm (an account others depend on changes). */
function AccountActions({ user: u }: { user: UserDetail }) {
  const lock = useLockUser();
  const unlock = useUnlockUser();
  const reset = useResetUserPassword();

  const run = async (question: string, action: () => Promise<string>) => {
    if (!(await confirmMessage(question))) return;
    try {
      await alertMessage(await action());
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <Card title="계정 관리">
      <Space wrap>
        {u.lockYn === 'Y' ? (
          <Button
            loading={unlock.isPending}
            onClick={() =>
              run(ORG_TEXT.unlockConfirm, async () => {
                await unlock.mutateAsync({ unqUserId: u.unqUserId });
                return ORG_TEXT.unlocked;
              })
            }
          >
            잠금 해제
          </Button>
        ) : (
          <Button
            danger
            loading={lock.isPending}
            onClick={() =>
              run(ORG_TEXT.lockConfirm, async () => {
                await lock.mutateAsync({ unqUserId: u.unqUserId });
                return ORG_TEXT.locked;
              })
            }
          >
            계정 잠금
          </Button>
        )}
        <Button
          loading={reset.isPending}
          onClick={() =>
            run(ORG_TEXT.resetPasswordConfirm, async () => {
              const sent = await reset.mutateAsync({ unqUserId: u.unqUserId });
              return `${USER_ADMIN_MESSAGES.tempPasswordSent} (${sent.channel === 'SMS' ? '문자' : '메일'}: ${sent.sentTo})`;
            })
          }
        >
          비밀번호 초기화
        </Button>
      </Space>
    </Card>
  );
}

function DecisionCard({ user }: { user: UserDetail }) {
  const decision = useUserDecision();
  const kind = user.applicationType ? APPROVAL_KIND_LABEL[user.applicationType] : '가입';
  return (
    <Card title={`${kind} 신청 처리`}>
      <Space wrap>
        <span>승인하면 신청자에게 안내가 발송되고 로그인할 수 있습니다.</span>
        <Button type="primary" onClick={() => decision.askApprove(user)}>
          승인
        </Button>
        <Button danger onClick={() => decision.askReject(user)}>
          반려
        </Button>
      </Space>
      {decision.dialogs}
    </Card>
  );
}
