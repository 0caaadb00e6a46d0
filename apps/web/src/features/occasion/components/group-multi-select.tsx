import type { GroupTreeNode } from '@pcs/domain/contracts/company-group';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useGroupTree } from '../../../components/back-office/group-tree-select';

type TreeOption = { value: string; title: string; children: TreeOption[] };

const toOptions = (nodes: readonly GroupTreeNode[]): TreeOption[] =>
  nodes.map((node) => ({
    value: node.grupCd,
    title: `${node.grupNm} (${node.grupCd})${node.useYn === 'N' ? ' · 사용안함' : ''}`,
    children: toOptions(node.children),
  }));

/**
 * The groups a rule reaches, from the company's group tree; a group reaches its sub-groups too, so picking a parent
 * is enough. Nothing picked means the whole company.
 */
export function GroupMultiSelect({
  cmpyCd,
  value,
  onChange,
  id,
}: {
  cmpyCd: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}) {
  const tree = useGroupTree(cmpyCd);
  const data = tree.data?.tree;
  const treeData = useMemo(() => toOptions(data ?? []), [data]);
  return (
    <TreeSelect
      id={id}
      aria-label="대상 그룹"
      multiple
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      value={value ?? []}
      onChange={(next: string[]) => onChange?.(next)}
      treeData={treeData}
      loading={tree.isLoading}
      placeholder="회사 전체"
      notFoundContent="등록된 그룹이 없습니다."
      style={{ width: '100%' }}
    />
  );
}
