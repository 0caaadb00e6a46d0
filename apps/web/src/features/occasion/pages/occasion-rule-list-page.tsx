import { PlusOutlined } from '@ant-design/icons';
import {
  formatWon,
  HOLIDAY_MOVE_LABEL,
  isOperatorAdmin,
  OCCASION_TYPE_LABEL,
  OCCASION_TYPES,
  type OccasionRuleRow,
  occasionSendTimingText,
  USE_STATUS_OPTIONS,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, Input, Modal, Select, Switch, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { dateText } from '../../../components/back-office/display';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import { BackOfficeListScreen } from '../../../components/back-office/list-screen';
import { Form } from '../../../components/form/enter-safe-form';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { useWarmScreenWhenIdle } from '../../../lib/screen-warm';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useRuleList } from '../api/get-rule-list';
import { useSwitchRuleUse } from '../api/switch-rule-use';
import { OCCASION_RULE_TEXT as T } from '../texts';
import { RULE_LIST as LIST } from './occasion-rule-list-prefetch';

const TYPE_OPTIONS = OCCASION_TYPES.map((t) => ({ value: t, label: OCCASION_TYPE_LABEL[t] }));
const saveHref = (row: Pick<OccasionRuleRow, 'cmpyCd' | 'ruleSn'>) =>
  paths.occasionSave(row.cmpyCd, String(row.ruleSn));

/** The goods of a row in a few words: the theme, or the first product and how many more. */
function goodsText(row: OccasionRuleRow): string {
  if (row.goodsSource === 'THEME') return row.tempNm ? `테마 · ${row.tempNm}` : '테마';
  const first = row.firstProdNm ?? '상품';
  return row.goodsCount > 1 ? `${first} 외 ${row.goodsCount - 1}개` : first;
}

/**
 * /occasion/list (decision 036): each company's occasion rules — operators over every company with a company
 * filter, a client manager over their own — with filters (occasion, use, name), paging and sort, the use switch
 * (confirmed when switched off), and 규칙 등록 (an operator first picks the company).
 */
export default function OccasionRuleListPage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.loginUserData);
  const operator = isOperatorAdmin(user?.authCd ?? '');
  const list = useListState(LIST, useRuleList);
  useErrorAlert(list.query.error);
  const switchUse = useSwitchRuleUse();
  const [picking, setPicking] = useState(false);
  const [pickedCmpyCd, setPickedCmpyCd] = useState<string | null>(null);
  // 규칙 등록 opens the rule form: its chunk is fetched once this list has drawn its rows and is idle, so the click
  // only draws it. Any company's address names the same screen.
  useWarmScreenWhenIdle(user?.cmpyCd && list.query.isSuccess ? paths.occasionSave(user.cmpyCd, '0') : null);

  const create = () => {
    if (!operator) {
      if (user?.cmpyCd) navigate(paths.occasionSave(user.cmpyCd, '0'));
      return;
    }
    setPickedCmpyCd(list.filters.cmpyCd);
    setPicking(true);
  };

  const toggleUse = async (row: OccasionRuleRow, on: boolean) => {
    if (!(await confirmMessage(on ? T.switchOnConfirm(row.ruleNm) : T.switchOffConfirm(row.ruleNm)))) return;
    try {
      await switchUse.mutateAsync({ ruleSn: row.ruleSn, useYn: on ? 'Y' : 'N' });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const columns: TableColumnsType<OccasionRuleRow> = [
    ...(operator
      ? [{ title: '회사', dataIndex: 'cmpyNm', key: 'cmpyNm', width: 130, sorter: true, ellipsis: true }]
      : []),
    {
      title: '규칙 이름',
      dataIndex: 'ruleNm',
      key: 'ruleNm',
      width: 180,
      sorter: true,
      ellipsis: true,
      render: (name: string, row) => (
        <Link to={saveHref(row)} onClick={(e) => e.stopPropagation()}>
          {name}
        </Link>
      ),
    },
    {
      title: '경조사 유형',
      dataIndex: 'occasionType',
      key: 'occasionType',
      width: 100,
      sorter: true,
      render: (v: OccasionRuleRow['occasionType']) => OCCASION_TYPE_LABEL[v],
    },
    {
      title: '발송 시점',
      key: 'timing',
      width: 110,
      render: (_, row) => (
        <Tooltip title={`주말·공휴일이면 ${HOLIDAY_MOVE_LABEL[row.holidayMove]}`}>
          <span>{occasionSendTimingText(row)}</span>
        </Tooltip>
      ),
    },
    { title: '선물', key: 'goods', width: 180, ellipsis: true, render: (_, row) => goodsText(row) },
    {
      title: '1인당 예산',
      dataIndex: 'budgetAmt',
      width: 120,
      align: 'right',
      render: (v: number | null, row) =>
        v === null ? (
          '제한 없음'
        ) : (
          <>
            {formatWon(v)}
            {row.overPayYn === 'Y' && <div className={styles.muted}>초과 결제 허용</div>}
          </>
        ),
    },
    {
      title: '승인',
      dataIndex: 'approvalYn',
      width: 90,
      render: (v: 'Y' | 'N') => (v === 'Y' ? <Tag color="orange">승인 필요</Tag> : <Tag>자동 발송</Tag>),
    },
    {
      title: '사용',
      dataIndex: 'useYn',
      width: 70,
      render: (v: 'Y' | 'N', row) => (
        <Switch
          size="small"
          checked={v === 'Y'}
          aria-label={`${row.ruleNm} 사용`}
          loading={switchUse.isPending && switchUse.variables?.ruleSn === row.ruleSn}
          // A click on the switch changes the rule; it must not also open it.
          onClick={(_checked, event) => event.stopPropagation()}
          onChange={(on) => void toggleUse(row, on)}
        />
      ),
    },
    {
      title: '수정일',
      dataIndex: 'updatedDt',
      key: 'updatedDt',
      width: 110,
      sorter: true,
      render: dateText,
    },
  ];

  return (
    <BackOfficeListScreen<OccasionRuleRow>
      title={T.listTitle}
      description={T.listDescription}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={create}>
          {T.createButton}
        </Button>
      }
      list={list}
      filters={
        <>
          {operator && (
            <FilterCell>
              <Form.Item label="회사" name="cmpyCd">
                <CompanySelect url={API_PATH.companyOptions} method="POST" placeholder="전체" />
              </Form.Item>
            </FilterCell>
          )}
          <FilterCell>
            <Form.Item label="경조사 유형" name="occasionType">
              <Select allowClear placeholder="전체" options={TYPE_OPTIONS} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="사용여부" name="useYn">
              <Select options={[...USE_STATUS_OPTIONS]} placeholder="전체" />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="규칙 이름" name="ruleNm">
              <Input allowClear maxLength={100} placeholder="규칙 이름" />
            </Form.Item>
          </FilterCell>
        </>
      }
      label="경조사 규칙 목록"
      columns={columns}
      rowKey={(row) => String(row.ruleSn)}
      onRowClick={(row) => navigate(saveHref(row))}
      // With no filter the list is empty because there is no rule yet: say how to make one.
      emptyText={Object.values(list.filters).some((v) => v !== null) ? undefined : T.emptyList}
      scrollX={operator ? 1090 : 960}
    >
      <Modal
        title={T.createButton}
        open={picking}
        onCancel={() => setPicking(false)}
        okText="다음"
        cancelText="취소"
        onOk={() => {
          if (!pickedCmpyCd) {
            void alertMessage(T.companyRequired);
            return;
          }
          setPicking(false);
          navigate(paths.occasionSave(pickedCmpyCd, '0'));
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label="회사" required extra="규칙은 회사마다 따로 둡니다.">
            <CompanySelect
              url={API_PATH.companyOptions}
              method="POST"
              aria-label="규칙을 등록할 회사"
              value={pickedCmpyCd}
              onChange={setPickedCmpyCd}
            />
          </Form.Item>
        </Form>
      </Modal>
    </BackOfficeListScreen>
  );
}
