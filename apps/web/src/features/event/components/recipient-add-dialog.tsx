import { EVENT_MESSAGES } from '@pcs/domain';
import type { GroupTreeNode } from '@pcs/domain/contracts/company-group';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { userListReplySchema } from '@pcs/domain/contracts/user-admin';
import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Radio, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useGroupTree } from '../../../components/back-office/group-tree-select';
import { Form } from '../../../components/form/enter-safe-form';
import { callApi } from '../../../lib/api-client';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useAddEventRecipients } from '../api/add-event-recipients';
import { EVENT_DIALOG_TEXT } from '../texts';

type TreeOption = { value: string; title: string; children: TreeOption[] };
const toOptions = (nodes: readonly GroupTreeNode[]): TreeOption[] =>
  nodes.map((n) => ({
    value: n.grupCd,
    title: `${n.grupNm} (${n.memberCount}명)`,
    children: toOptions(n.children),
  }));

/**
 * Adds recipients to an event: the company's whole staff, groups (a group brings its sub-groups), or
 * people picked by name or ID. Each gets the event's selectCnt as allowance.
 */
export function RecipientAddDialog({
  open,
  onClose,
  eventSn,
  cmpyCd,
}: {
  open: boolean;
  onClose: () => void;
  eventSn: number;
  cmpyCd: string;
}) {
  const [scope, setScope] = useState<'ALL' | 'GROUP' | 'USERS'>('GROUP');
  const [groups, setGroups] = useState<string[]>([]);
  const [users, setUsers] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const tree = useGroupTree(open ? cmpyCd : null);
  const people = useQuery({
    queryKey: ['event', 'recipientCandidates', cmpyCd, search],
    queryFn: ({ signal }) =>
      callApi(API_PATH.userList, {
        body: {
          cmpyCdList: [cmpyCd],
          searchText: search || null,
          signStatCd: '03',
          useYn: 'Y',
          page: 0,
          pageSize: 50,
        },
        schema: userListReplySchema,
        signal,
      }),
    enabled: open && scope === 'USERS',
  });
  const add = useAddEventRecipients();

  const submit = async () => {
    if (scope === 'GROUP' && groups.length === 0) return alertMessage(EVENT_MESSAGES.groupRequired);
    if (scope === 'USERS' && users.length === 0) return alertMessage(EVENT_DIALOG_TEXT.recipientsRequired);
    try {
      const result = await add.mutateAsync({ eventSn, scope, grupCdList: groups, unqUserIdList: users });
      await alertMessage(EVENT_DIALOG_TEXT.recipientsAdded(result.addedCount, result.recipientCount));
      setGroups([]);
      setUsers([]);
      onClose();
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <Modal
      title="수령자 추가"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="추가"
      cancelText="취소"
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="추가 방법">
          <Radio.Group
            value={scope}
            onChange={(e) => setScope(e.target.value)}
            options={[
              { value: 'ALL', label: '회사 전체' },
              { value: 'GROUP', label: '그룹 선택' },
              { value: 'USERS', label: '직접 선택' },
            ]}
          />
        </Form.Item>
        {scope === 'ALL' && <p>이 회사의 사용 중인 모든 임직원을 수령자로 추가합니다.</p>}
        {scope === 'GROUP' && (
          <Form.Item label="그룹" extra="상위 그룹을 고르면 하위 그룹의 임직원도 함께 추가됩니다.">
            <TreeSelect
              aria-label="그룹"
              multiple
              treeCheckable={false}
              treeDefaultExpandAll
              value={groups}
              onChange={(v: string[]) => setGroups(v)}
              treeData={toOptions(tree.data?.tree ?? [])}
              loading={tree.isLoading}
              placeholder="그룹 선택"
              notFoundContent="등록된 그룹이 없습니다."
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
        {scope === 'USERS' && (
          <>
            <Form.Item label="검색">
              <Input.Search allowClear placeholder="이름 또는 아이디" onSearch={(v) => setSearch(v.trim())} />
            </Form.Item>
            <Form.Item label="수령자">
              <Select
                aria-label="수령자"
                mode="multiple"
                value={users}
                onChange={(v: string[]) => setUsers(v)}
                loading={people.isFetching}
                options={(people.data?.list ?? []).map((u) => ({
                  value: u.unqUserId,
                  label: `${u.userNm} (${u.userId})${u.grupNm ? ` · ${u.grupNm}` : ''}`,
                }))}
                placeholder="수령자 선택"
                notFoundContent="검색된 임직원이 없습니다."
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
