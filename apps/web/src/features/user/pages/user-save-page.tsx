import { USER_ADMIN_MESSAGES, USER_OR_APPROVAL } from '@pcs/domain';
import { Card, Empty, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { PageHeader } from '../../../components/back-office/page-header';
import { paths } from '../../../config/paths';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useUserDetail } from '../api/get-user-detail';
import { UserForm } from '../components/user-form';
import { useSaveUser } from '../hooks/use-save-user';

/**
 * spec §2 /user/save and /user/save/{unqUserId}/{userOrApproval} (operator admins): create a user with role, company
 * and group (a temporary password goes out through the outbox, first login forced), or edit one.
 */
export default function UserSavePage() {
  const { unqUserId, userOrApproval = USER_OR_APPROVAL.user } = useParams();
  const editing = !!unqUserId;
  const navigate = useNavigate();
  const detail = useUserDetail(unqUserId);
  useErrorAlert(detail.error);
  const { save, pending } = useSaveUser((saved) =>
    navigate(paths.userDetail(saved.unqUserId, editing ? userOrApproval : USER_OR_APPROVAL.user), {
      replace: true,
    }),
  );
  const title = editing ? '사용자 수정' : '사용자 등록';

  return (
    <div className={styles.narrowPage}>
      <PageHeader
        title={title}
        description={editing ? detail.data?.userId : '운영사, 고객사, 공급사 사용자를 등록합니다.'}
      />
      {editing && detail.isError ? (
        <Card>
          <Empty description={USER_ADMIN_MESSAGES.notFound} />
        </Card>
      ) : editing && !detail.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <UserForm
          user={detail.data}
          pending={pending}
          onSubmit={(values) => void save(values, unqUserId)}
          onCancel={() => navigate(editing ? paths.userDetail(unqUserId, userOrApproval) : paths.userList)}
        />
      )}
    </div>
  );
}
