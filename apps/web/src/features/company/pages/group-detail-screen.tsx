import { formatNumber, GROUP_MESSAGES, type GroupDetail, type UserRow } from '@pcs/domain';
import {
  Breadcrumb,
  Button,
  Card,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Modal,
  Radio,
  Skeleton,
  Space,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { dash, dateText, groupTypeText, phoneText } from '../../../components/back-office/display';
import { GroupTreeSelect } from '../../../components/back-office/group-tree-select';
import { ListTable } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { UseYnTag } from '../../../components/back-office/status-tags';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useGroupDetail } from '../api/get-group-detail';
import { groupMembersRequest, useGroupMembers } from '../api/get-group-members';
import { useMoveGroupUsers } from '../api/move-group-users';
import { GROUP_ROUTES, type GroupScope } from '../group-scope';

/**
 * spec §2 /company/manageGroup/detail/{cmpyCd}/{grupCd} and /company/clientManageGroup/detail/...: one group, where it
 * sits in the company's tree, its child groups and members; members can be moved to another group of the company
 * (or out of any group) after a confirm.
 */
export function GroupDetailScreen({ scope }: { scope: GroupScope }) {
  const { cmpyCd = '', grupCd = '' } = useParams();
  const navigate = useNavigate();
  const routes = GROUP_ROUTES[scope];
  const detail = useGroupDetail(cmpyCd, grupCd);
  useErrorAlert(detail.error);
  const d = detail.data;

  return (
    <div className={styles.narrowPage}>
      <PageHeader
        title="그룹 상세"
        actions={
          <>
            <Button onClick={() => navigate(routes.list)}>목록</Button>
            {d && (
              <Button type="primary" onClick={() => navigate(routes.edit(d.cmpyCd, d.grupCd))}>
                수정
              </Button>
            )}
          </>
        }
      />
      {detail.isError ? (
        <Card>
          <Empty description={GROUP_MESSAGES.notFound} />
        </Card>
      ) : d ? (
        <>
          <GroupFields detail={d} scope={scope} />
          <GroupMembers detail={d} />
        </>
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </div>
  );
}

function GroupFields({ detail: d, scope }: { detail: GroupDetail; scope: GroupScope }) {
  const routes = GROUP_ROUTES[scope];
  const items: DescriptionsProps['items'] = [
    { key: 'cmpy', label: '회사', children: `${d.cmpyNm} (${d.cmpyCd})` },
    { key: 'grupCd', label: '그룹코드', children: d.grupCd },
    { key: 'grupNm', label: '그룹명', children: d.grupNm },
    { key: 'type', label: '그룹유형', children: groupTypeText(d.grupTypeCd) },
    {
      key: 'path',
      label: '상위그룹',
      span: 'filled',
      children:
        d.path.length === 0 ? (
          '-'
        ) : (
          <Breadcrumb
            items={d.path.map((p) => ({
              key: p.grupCd,
              title: <Link to={routes.detail(d.cmpyCd, p.grupCd)}>{p.grupNm}</Link>,
            }))}
          />
        ),
    },
    {
      key: 'manager',
      label: '그룹 관리자',
      children: d.managerNm ? `${d.managerNm}${d.managerUserId ? ` (${d.managerUserId})` : ''}` : '-',
    },
    { key: 'members', label: '인원', children: `${formatNumber(d.memberCount)}명` },
    { key: 'useYn', label: '사용여부', children: <UseYnTag useYn={d.useYn} /> },
    { key: 'frstRgstDt', label: '등록일', children: dateText(d.frstRgstDt) },
    {
      key: 'children',
      label: '하위 그룹',
      span: 'filled',
      children:
        d.children.length === 0 ? (
          '-'
        ) : (
          <Space wrap>
            {d.children.map((c) => (
              <Link key={c.grupCd} to={routes.detail(d.cmpyCd, c.grupCd)}>
                {c.grupNm} ({formatNumber(c.memberCount)}명)
              </Link>
            ))}
          </Space>
        ),
    },
  ];
  return (
    <Card title="그룹 정보">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}

type MoveTarget = { kind: 'group'; grupCd: string | null } | { kind: 'none' };

function GroupMembers({ detail: d }: { detail: GroupDetail }) {
  const [page, setPage] = useState(1);
  const members = useGroupMembers(groupMembersRequest(d.cmpyCd, d.grupCd, page - 1));
  useErrorAlert(members.error);
  const [selected, setSelected] = useState<UserRow[]>([]);
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState<MoveTarget>({ kind: 'group', grupCd: null });
  const move = useMoveGroupUsers();

  const columns: TableColumnsType<UserRow> = [
    { title: '아이디', dataIndex: 'userId', width: 140 },
    { title: '이름', dataIndex: 'userNm', width: 100 },
    { title: '권한', dataIndex: 'authNm', width: 120 },
    { title: '소속 그룹', dataIndex: 'grupNm', width: 140, render: dash },
    { title: '휴대폰번호', dataIndex: 'telNo', width: 140, render: phoneText },
    { title: '사번', dataIndex: 'sabun', width: 100, render: dash },
    { title: '사용여부', dataIndex: 'useYn', width: 90, render: (v: 'Y' | 'N') => <UseYnTag useYn={v} /> },
  ];

  const confirmMove = async () => {
    const toGrupCd = target.kind === 'none' ? null : target.grupCd;
    if (target.kind === 'group' && !toGrupCd) {
      await alertMessage(ORG_TEXT.moveTargetRequired);
      return;
    }
    if (!(await confirmMessage(ORG_TEXT.moveConfirm(selected.length, toGrupCd)))) return;
    try {
      const reply = await move.mutateAsync({
        cmpyCd: d.cmpyCd,
        toGrupCd,
        unqUserIdList: selected.map((u) => u.unqUserId),
      });
      setMoving(false);
      setSelected([]);
      await alertMessage(ORG_TEXT.moved(reply.movedCount));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <>
      <ListTable<UserRow>
        label="구성원"
        showLabel
        columns={columns}
        data={members.data}
        loading={members.isFetching}
        failed={members.isError}
        page={page}
        sort={{ sortField: null, sortOrder: 'asc' }}
        onPage={setPage}
        onSort={() => {}}
        rowKey={(u) => u.unqUserId}
        scrollX={900}
        emptyText="이 그룹에 속한 사용자가 없습니다."
        rowSelection={{
          selectedRowKeys: selected.map((u) => u.unqUserId),
          onChange: (_keys, rows) => setSelected(rows),
          preserveSelectedRowKeys: true,
        }}
        toolbar={
          <Button
            disabled={selected.length === 0}
            onClick={() => {
              setTarget({ kind: 'group', grupCd: null });
              setMoving(true);
            }}
          >
            선택한 {selected.length}명 그룹 이동
          </Button>
        }
      />
      <Modal
        title="그룹 이동"
        open={moving}
        okText="이동"
        cancelText="취소"
        onOk={confirmMove}
        confirmLoading={move.isPending}
        onCancel={() => setMoving(false)}
        destroyOnHidden
      >
        <p>선택한 {selected.length}명을 같은 회사의 다른 그룹으로 옮깁니다.</p>
        <Radio.Group
          value={target.kind}
          onChange={(e) =>
            setTarget(e.target.value === 'none' ? { kind: 'none' } : { kind: 'group', grupCd: null })
          }
          options={[
            { value: 'group', label: '다른 그룹으로' },
            { value: 'none', label: '그룹에서 제외' },
          ]}
        />
        {target.kind === 'group' && (
          <div style={{ marginTop: 12 }}>
            <GroupTreeSelect
              cmpyCd={d.cmpyCd}
              aria-label="이동할 그룹"
              value={target.grupCd}
              onChange={(grupCd) => setTarget({ kind: 'group', grupCd })}
              placeholder="이동할 그룹 선택"
            />
          </div>
        )}
      </Modal>
    </>
  );
}
