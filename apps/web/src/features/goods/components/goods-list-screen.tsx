import { FilePdfOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { formatNumber, GOODS_FILE_NAME, GOODS_SIGN, type GoodsRow, USE_STATUS_OPTIONS } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, Form, Input, InputNumber, Select, Space, type TableColumnsType, TreeSelect } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { dash, dateText } from '../../../components/back-office/display';
import { ExcelDownloadButton } from '../../../components/back-office/excel-download-button';
import { ExcelUploadDialog } from '../../../components/back-office/excel-upload-dialog';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import { BackOfficeListScreen, DateRangeFilterCell } from '../../../components/back-office/list-screen';
import { UseYnTag } from '../../../components/back-office/status-tags';
import { paths } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialog';
import { toExportRequest } from '../../../lib/list-params';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { downloadCatalog } from '../api/download-catalog';
import { useGoodsFormData } from '../api/get-goods-form-data';
import { useGoodsList } from '../api/get-goods-list';
import { GOODS_LIST as LIST } from '../pages/goods-list-prefetch';
import { GOODS_DIALOG_TEXT } from '../texts';
import { categoryOptions } from './category-tree';
import { GoodsSignTag, GoodsThumb } from './goods-status';
import { useGoodsDecision } from './use-goods-decision';

/** spec §5: the sign-status list drops 01 on goods pages. */
const SIGN_FILTER = (['02', '03', '04', '05'] as const).map((value) => ({
  value,
  label: { '02': '등록신청', '03': '승인', '04': '반려', '05': '삭제' }[value],
}));
const YN_SOLD_OUT = [
  { value: '', label: '전체' },
  { value: 'Y', label: '품절' },
  { value: 'N', label: '판매중' },
];

/**
 * spec §2 /goods/list (operators 15, 99999) and /goods/vendor/list (vendors 30, 35: only their own goods, the server
 * decides): filters (three-level category, vendor, sign status without 01, use status, price range, sold out, name,
 * registration dates), sort and paging in the URL, Excel download of the filtered list and upload from the template,
 * approval and rejection of goods in review (operators), and the gift catalogue PDF of the selected products.
 */
export function GoodsListScreen({ vendorMode }: { vendorMode: boolean }) {
  const navigate = useNavigate();
  const list = useListState(LIST, useGoodsList);
  const { query } = list;
  useErrorAlert(query.error);
  const formData = useGoodsFormData();
  const decision = useGoodsDecision();
  const [selected, setSelected] = useState<number[]>([]);
  const [uploading, setUploading] = useState(false);
  const [pdfPending, setPdfPending] = useState(false);
  const detailHref = (prodSn: number) =>
    vendorMode ? paths.vendorGoodsDetail(prodSn) : paths.goodsDetail(prodSn);
  const newHref = vendorMode ? paths.vendorGoodsSave(0, 'N', GOODS_SIGN.draft) : paths.goodsSave(0, 'N');

  const catalog = async () => {
    if (selected.length === 0) {
      await alertMessage(GOODS_DIALOG_TEXT.catalogProductsRequired);
      return;
    }
    setPdfPending(true);
    try {
      await downloadCatalog(selected);
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setPdfPending(false);
    }
  };

  const openUpload = async () => {
    if (!vendorMode && !list.filters.vendorSn) {
      await alertMessage(GOODS_DIALOG_TEXT.excelVendorRequired);
      return;
    }
    setUploading(true);
  };

  const columns: TableColumnsType<GoodsRow> = [
    { title: '이미지', dataIndex: 'mainImg', width: 70, render: (v: string) => <GoodsThumb fileId={v} /> },
    { title: '상품번호', dataIndex: 'prodSn', width: 90 },
    {
      title: '상품명',
      dataIndex: 'prodNm',
      key: 'prodNm',
      width: 220,
      sorter: true,
      ellipsis: true,
      render: (name: string, row) => (
        <Link to={detailHref(row.prodSn)} onClick={(e) => e.stopPropagation()}>
          {name}
        </Link>
      ),
    },
    { title: '브랜드', dataIndex: 'brandNm', width: 110, ellipsis: true, render: dash },
    { title: '카테고리', dataIndex: 'categoryFullName', width: 200, ellipsis: true },
    ...(vendorMode
      ? []
      : [{ title: '공급사', dataIndex: 'vendorNm', width: 120, ellipsis: true, render: dash }]),
    {
      title: '판매가',
      dataIndex: 'price',
      key: 'price',
      width: 100,
      align: 'right',
      sorter: true,
      render: (v: number) => `${formatNumber(v)}원`,
    },
    {
      title: '재고',
      dataIndex: 'stockQty',
      key: 'stockQty',
      width: 80,
      align: 'right',
      sorter: true,
      render: (v: number, row) => (row.soldOutYn === 'Y' ? '품절' : formatNumber(v)),
    },
    {
      title: '등록상태',
      dataIndex: 'signStatCd',
      width: 90,
      render: (v: string) => <GoodsSignTag signStatCd={v} />,
    },
    { title: '사용여부', dataIndex: 'useYn', width: 90, render: (v: 'Y' | 'N') => <UseYnTag useYn={v} /> },
    {
      title: '등록일',
      dataIndex: 'frstRgstDt',
      key: 'frstRgstDt',
      width: 100,
      sorter: true,
      render: dateText,
    },
    ...(vendorMode
      ? []
      : [
          {
            title: '승인',
            key: 'decision',
            width: 120,
            fixed: 'right' as const,
            render: (_: unknown, row: GoodsRow) =>
              row.signStatCd === GOODS_SIGN.review ? (
                <Space size={4} onClick={(e) => e.stopPropagation()}>
                  <Button size="small" type="primary" onClick={() => decision.approve(row.prodSn)}>
                    승인
                  </Button>
                  <Button size="small" danger onClick={() => decision.askReject(row.prodSn, row.prodNm)}>
                    반려
                  </Button>
                </Space>
              ) : (
                '-'
              ),
          },
        ]),
  ];

  return (
    <BackOfficeListScreen<GoodsRow>
      title={vendorMode ? '공급사 상품 관리' : '상품 관리'}
      description={
        vendorMode
          ? '우리 회사 상품을 등록하고 승인을 요청합니다.'
          : '공급사 상품을 승인하고 전체 상품을 관리합니다.'
      }
      actions={
        <Space>
          <Button icon={<UploadOutlined />} onClick={() => void openUpload()}>
            엑셀 등록
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(newHref)}>
            상품 등록
          </Button>
        </Space>
      }
      list={list}
      dateRanges={LIST.dateRanges}
      filters={
        <>
          <FilterCell>
            <Form.Item label="상품명" name="searchProdNm">
              <Input allowClear maxLength={100} placeholder="상품명" />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="카테고리" name="categoryCd">
              <TreeSelect
                allowClear
                placeholder="전체"
                treeData={categoryOptions(formData.data?.categoryList ?? [])}
                loading={formData.isLoading}
                showSearch
                treeNodeFilterProp="title"
              />
            </Form.Item>
          </FilterCell>
          {!vendorMode && (
            <FilterCell>
              <Form.Item label="공급사" name="vendorSn">
                <Select
                  allowClear
                  placeholder="전체"
                  showSearch
                  optionFilterProp="label"
                  options={(formData.data?.vendorList ?? []).map((v) => ({
                    value: String(v.vendorSn),
                    label: v.vendorNm,
                  }))}
                />
              </Form.Item>
            </FilterCell>
          )}
          <FilterCell>
            <Form.Item label="등록상태" name="signStatCd">
              <Select allowClear placeholder="전체" options={SIGN_FILTER} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="사용여부" name="useYn">
              <Select options={[...USE_STATUS_OPTIONS]} placeholder="전체" />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="품절여부" name="soldOutYn">
              <Select options={YN_SOLD_OUT} placeholder="전체" />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="판매가">
              <Space.Compact className={styles.full}>
                <Form.Item name="priceMin" noStyle>
                  <InputNumber
                    min={0}
                    step={1000}
                    placeholder="최소"
                    aria-label="최소 가격"
                    style={{ width: '50%' }}
                  />
                </Form.Item>
                <Form.Item name="priceMax" noStyle>
                  <InputNumber
                    min={0}
                    step={1000}
                    placeholder="최대"
                    aria-label="최대 가격"
                    style={{ width: '50%' }}
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </FilterCell>
          <DateRangeFilterCell label="등록일" name="frstRgstDt" />
        </>
      }
      label={vendorMode ? '공급사 상품 목록' : '상품 목록'}
      columns={columns}
      rowKey={(row) => String(row.prodSn)}
      onRowClick={(row) => navigate(detailHref(row.prodSn))}
      scrollX={1400}
      rowSelection={{
        selectedRowKeys: selected.map(String),
        preserveSelectedRowKeys: true,
        onChange: (keys) => setSelected(keys.map(Number)),
      }}
      toolbar={
        <Space>
          <Button icon={<FilePdfOutlined />} loading={pdfPending} onClick={() => void catalog()}>
            카탈로그 PDF{selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
          <ExcelDownloadButton
            path={API_PATH.goodsExcel}
            personalData={false}
            fileName={GOODS_FILE_NAME.list}
            body={() => {
              const { downloadReason: _reason, ...request } = toExportRequest(list, '');
              return request;
            }}
            disabled={!query.data?.totalCount}
          />
        </Space>
      }
    >
      <ExcelUploadDialog
        open={uploading}
        title="상품 엑셀 등록"
        query={vendorMode ? {} : { vendorSn: list.filters.vendorSn ?? '' }}
        templatePath={API_PATH.goodsExcelTemplate}
        templateFileName={GOODS_FILE_NAME.template}
        uploadPath={API_PATH.goodsExcelUpload}
        onImported={() => void query.refetch()}
        onClose={() => setUploading(false)}
      />
      {decision.rejectDialog}
    </BackOfficeListScreen>
  );
}
