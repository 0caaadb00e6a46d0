/** API paths of spec §7 (and ours in the same style), named once for the server and the web client. */
export const API_PATH = {
  serviceUrls: '/v1/ebmp/code/url.json',
  multiSolutionCodes: '/v1/ebmp/code/multiSolutionCodes.json',
  categoryList: '/v1/ebmp/pcs/category/list.json',
  login: '/v1/ebmp/login.json',
  logout: '/v1/ebmp/logout.json',
  giftEventList: '/v1/ebmp/pcs/gift/eventList.json',
  giftList: '/v1/ebmp/pcs/gift/giftList.json',
  giftDetail: '/v1/ebmp/pcs/gift/giftDetail.json',
  giftSelect: '/v1/ebmp/pcs/gift/select.json',
  giftApply: '/v1/ebmp/pcs/gift/apply.json',
  giftOrderHistory: '/v1/ebmp/pcs/gift/orderHistory.json',
  giftOrderDetail: '/v1/ebmp/pcs/gift/orderDetail.json',
  deliveryManagedList: '/v1/ebmp/pcs/delivery/managedList.json',
  deliveryManagedDetail: '/v1/ebmp/pcs/delivery/managedDetail.json',
  deliveryManagedFilterOptions: '/v1/ebmp/pcs/delivery/managedFilterOptions.json',
  // Accounts (issue 4): spec §7 sso and user calls, and ours in the same style
  findIdByEmail: '/v1/ebmp/findId.json',
  confirmId: '/v1/ebmp/confirmId.json',
  loginUserInfo: '/v1/ebmp/loginUserInfo.json',
  phoneLogin: '/v1/ebmp/phoneLogin.json',
  findIdByPhone: '/v1/ebmp/pcs/user/findId.json',
  sendAuthNumber: '/v1/ebmp/pcs/user/sendAuthNumber.json',
  confirmAuthNumber: '/v1/ebmp/main/user/confirmAuthNumber.json',
  updateUserPassword: '/v1/ebmp/main/user/updateUserPassword.json',
  changePassword: '/v1/ebmp/main/user/changePassword.json',
  firstAccessInfo: '/v1/ebmp/solution/user/firstAccessInfo.json',
  solutionList: '/v1/ebmp/solution/user/solutionList.json',
  saveFirstLogin: '/v1/ebmp/pcs/user/saveFirstLogin.json',
  confirmExistPassword: '/v1/ebmp/main/user/confirmExistPassword.json',
  updateFirstUserInfo: '/v1/ebmp/main/user/updateFirstUserInfo.json',
  signUp: '/v1/ebmp/pcs/user/signUp.json',
  vendorApply: '/v1/ebmp/pcs/user/vendorApply.json',
  vendorInvitation: '/v1/ebmp/pcs/user/vendorInvitation.json',
  vendorInvitationCreate: '/v1/ebmp/pcs/user/vendorInvitation/create.json',
  myInfo: '/v1/ebmp/pcs/user/myInfo.json',
  updateUserInfo: '/v1/ebmp/pcs/user/updateUserInfo.json',
  updateTelNo: '/v1/ebmp/pcs/user/updateTelNo.json',
  addrList: '/v1/ebmp/pcs/user/addr/list.json',
  addrDetail: '/v1/ebmp/pcs/user/addr/detail.json',
  addrSave: '/v1/ebmp/pcs/user/addr/save.json',
  addrDelete: '/v1/ebmp/pcs/user/addr/delete.json',
  landingByCategory: '/v1/ebmp/pcs/main/goods/by-category.json',
  landingByEventTheme: '/v1/ebmp/pcs/main/goods/by-event-theme.json',
  landingEventTempList: '/v1/ebmp/pcs/main/goods/event-temp-list.json',
  landingEventProdList: '/v1/ebmp/pcs/main/goods/event-prod-list.json',
  /** GET; the route pattern (the web client builds the URL with landingProdDetailUrl). */
  landingProdDetail: '/v1/ebmp/pcs/main/goods/prod-detail/:prodSn.json',
  /** spec §5, §7: asked before a chosen product is removed on the landing when an event id is set (a later issue). */
  checkDeleteProdPossible: '/v1/ebmp/pcs/eventManage/checkDeleteProdPossible.json',
  questionInsert: '/v1/eth/qna/question/questionInsert.json',
  downloadInsert: '/v1/eth/qna/proposal/downloadInsert.json',
  inquiryList: '/v1/ebmp/pcs/inquiry/list.json',
  inquiryDetail: '/v1/ebmp/pcs/inquiry/detail.json',
  // Service centre (spec §7 notice calls; FAQ and one-to-one questions are ours in the same style)
  noticeList: '/v1/ebmp/pcs/board/getNoticeList.json',
  noticeDetail: '/v1/ebmp/main/board/notice/detail.json',
  noticeWrite: '/v1/ebmp/main/board/notice/write.json',
  noticeDelete: '/v1/ebmp/main/board/notice/delete.json',
  noticeCompanies: '/v1/ebmp/main/board/notice/companies.json',
  faqList: '/v1/ebmp/pcs/board/faq/list.json',
  faqDetail: '/v1/ebmp/pcs/board/faq/detail.json',
  faqSave: '/v1/ebmp/pcs/board/faq/save.json',
  faqDelete: '/v1/ebmp/pcs/board/faq/delete.json',
  qnaList: '/v1/ebmp/pcs/board/qna/list.json',
  qnaDetail: '/v1/ebmp/pcs/board/qna/detail.json',
  qnaWrite: '/v1/ebmp/pcs/board/qna/write.json',
  qnaAnswer: '/v1/ebmp/pcs/board/qna/answer.json',
  // Dashboards (spec §1; paths ours in the spec's style)
  dashboardEtners: '/v1/ebmp/pcs/dashboard/etners.json',
  dashboardClient: '/v1/ebmp/pcs/dashboard/client.json',
  dashboardCompanies: '/v1/ebmp/pcs/dashboard/companies.json',
} as const;

/** GET {pcs}/v1/ebmp/pcs/main/goods/prod-detail/{prodSn}.json */
export const landingProdDetailUrl = (prodSn: number): string =>
  `/v1/ebmp/pcs/main/goods/prod-detail/${encodeURIComponent(String(prodSn))}.json`;

/** GET /download/{fileId}/0: the brochure of downloadInsert. */
export const downloadUrl = (fileId: string): string => `/download/${encodeURIComponent(fileId)}/0`;

/** GET {single}/files/{fileId} */
export const fileUrl = (fileId: string): string => `/files/${encodeURIComponent(fileId)}`;
