import type { GroupTreeNode } from '@pcs/domain/contracts/company-group';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useErrorAlert } from '../../lib/use-error-alert';
import { groupTreeQuery } from './group-tree-query';

export { groupTreeKeys } from './group-tree-query';

/** POST .../group/tree.json: the groups of one company as a tree (departments > teams > recipient groups). */
export function useGroupTree(cmpyCd: string | null | undefined) {
  const query = useQuery({ ...groupTreeQuery(cmpyCd), enabled: !!cmpyCd });
  useErrorAlert(query.error);
  return query;
}

type TreeOption = { value: string; title: string; disabled: boolean; children: TreeOption[] };

/** Tree options; `excluded` and everything under it cannot be picked (a group cannot sit under itself). */
function toOptions(nodes: readonly GroupTreeNode[], excluded: string | null, blocked = false): TreeOption[] {
  return nodes.map((node) => {
    const off = blocked || node.grupCd === excluded;
    return {
      value: node.grupCd,
      title: `${node.grupNm} (${node.grupCd})${node.useYn === 'N' ? ' · 사용안함' : ''}`,
      disabled: off,
      children: toOptions(node.children, excluded, off),
    };
  });
}

type Props = {
  cmpyCd: string | null | undefined;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The group being edited: it and its descendants are disabled (parent picker). */
  excluded?: string | null;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
};

/** Picks a group of one company from its tree (a user's group, a group's parent, where to move members). */
export function GroupTreeSelect({
  cmpyCd,
  value,
  onChange,
  excluded = null,
  placeholder = '그룹 선택',
  id,
  disabled,
  'aria-label': ariaLabel,
}: Props) {
  const tree = useGroupTree(cmpyCd);
  const data = tree.data?.tree;
  const treeData = useMemo(() => toOptions(data ?? [], excluded), [data, excluded]);
  return (
    <TreeSelect
      id={id}
      aria-label={ariaLabel}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      treeData={treeData}
      loading={tree.isLoading}
      disabled={disabled || !cmpyCd}
      placeholder={cmpyCd ? placeholder : '회사를 먼저 선택해주세요.'}
      notFoundContent="등록된 그룹이 없습니다."
      style={{ width: '100%' }}
    />
  );
}
