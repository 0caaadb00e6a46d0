/** Alerts and confirms of goods management that only the web shows, named once (texts the API also sends are in
 *  the domain's GOODS_MESSAGES). */
export const GOODS_DIALOG_TEXT = {
  submitConfirm: '승인을 요청하시겠습니까?',
  /** An approved product edited by its vendor goes back to approval. */
  approvedEditSaveConfirm: '승인된 상품을 수정하면 다시 승인을 받아야 합니다. 저장하시겠습니까?',
  catalogProductsRequired: '카탈로그에 담을 상품을 선택해주세요.',
  excelVendorRequired: '엑셀로 등록할 공급사를 검색 조건에서 먼저 선택해주세요.',
  mainImageOnlyOne: '대표 이미지는 1개입니다.',
} as const;
