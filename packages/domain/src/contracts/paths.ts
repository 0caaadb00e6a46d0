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
  /** Ours (issue 8): name, brand and price of products the landing shows outside a list (detail, chosen products). */
  landingProdSummary: '/v1/ebmp/pcs/main/goods/prod-summary.json',
  /** spec §5, §7: asked before a chosen product is removed on the landing when an event id is set (a later issue). */
  checkDeleteProdPossible: '/v1/ebmp/pcs/eventManage/checkDeleteProdPossible.json',
  questionInsert: '/v1/eth/qna/question/questionInsert.json',
  downloadInsert: '/v1/eth/qna/proposal/downloadInsert.json',
  inquiryList: '/v1/ebmp/pcs/inquiry/list.json',
  inquiryDetail: '/v1/ebmp/pcs/inquiry/detail.json',
  // Company, group and user management (issue 9): back-office calls under /pcs/manage/ like the spec's
  // manage/goods/goodsDetailList.json. Every list has an Excel twin taking the same filters with requestType EXPORT.
  companyList: '/v1/ebmp/pcs/manage/company/list.json',
  companyExcel: '/v1/ebmp/pcs/manage/company/excel.json',
  companyDetail: '/v1/ebmp/pcs/manage/company/detail.json',
  companyCreate: '/v1/ebmp/pcs/manage/company/create.json',
  companyUpdate: '/v1/ebmp/pcs/manage/company/update.json',
  companyApprove: '/v1/ebmp/pcs/manage/company/approve.json',
  companyReject: '/v1/ebmp/pcs/manage/company/reject.json',
  companySaveForAnotherSol: '/v1/ebmp/pcs/manage/company/saveForAnotherSol.json',
  /** spec §5/§7 multi-select: requestType EXPORT plus search params -> [{ cmpyCd, cmpyNm }]. */
  companyOptions: '/v1/ebmp/pcs/drop-down/companyList.json',
  groupList: '/v1/ebmp/pcs/manage/group/list.json',
  groupExcel: '/v1/ebmp/pcs/manage/group/excel.json',
  groupTree: '/v1/ebmp/pcs/manage/group/tree.json',
  groupDetail: '/v1/ebmp/pcs/manage/group/detail.json',
  groupCreate: '/v1/ebmp/pcs/manage/group/create.json',
  groupUpdate: '/v1/ebmp/pcs/manage/group/update.json',
  groupMoveUsers: '/v1/ebmp/pcs/manage/group/moveUsers.json',
  groupExcelTemplate: '/v1/ebmp/pcs/manage/group/excelTemplate.json',
  /** multipart/form-data, file part "file", ?cmpyCd= in the query (contracts/excel.ts importQuerySchema). */
  groupExcelUpload: '/v1/ebmp/pcs/manage/group/excelUpload.json',
  userList: '/v1/ebmp/pcs/manage/user/list.json',
  userExcel: '/v1/ebmp/pcs/manage/user/excel.json',
  userDetail: '/v1/ebmp/pcs/manage/user/detail.json',
  userCreate: '/v1/ebmp/pcs/manage/user/create.json',
  userUpdate: '/v1/ebmp/pcs/manage/user/update.json',
  userLock: '/v1/ebmp/pcs/manage/user/lock.json',
  userUnlock: '/v1/ebmp/pcs/manage/user/unlock.json',
  userResetPassword: '/v1/ebmp/pcs/manage/user/resetPassword.json',
  userApprove: '/v1/ebmp/pcs/manage/user/approve.json',
  userReject: '/v1/ebmp/pcs/manage/user/reject.json',
  userExcelTemplate: '/v1/ebmp/pcs/manage/user/excelTemplate.json',
  /** multipart/form-data, file part "file", ?cmpyCd=&sendNoticeYn= in the query. */
  userExcelUpload: '/v1/ebmp/pcs/manage/user/excelUpload.json',
  codeGroupList: '/v1/ebmp/pcs/manage/code/groupList.json',
  codeGroupSave: '/v1/ebmp/pcs/manage/code/groupSave.json',
  codeAdminList: '/v1/ebmp/pcs/manage/code/list.json',
  codeAdminSave: '/v1/ebmp/pcs/manage/code/save.json',
  accessLogList: '/v1/ebmp/pcs/manage/accessLog/list.json',
  accessLogExcel: '/v1/ebmp/pcs/manage/accessLog/excel.json',
  inquiryHandle: '/v1/ebmp/pcs/inquiry/handle.json',
} as const;

/** GET {pcs}/v1/ebmp/pcs/main/goods/prod-detail/{prodSn}.json */
export const landingProdDetailUrl = (prodSn: number): string =>
  `/v1/ebmp/pcs/main/goods/prod-detail/${encodeURIComponent(String(prodSn))}.json`;

/** GET /download/{fileId}/0: the brochure of downloadInsert. */
export const downloadUrl = (fileId: string): string => `/download/${encodeURIComponent(fileId)}/0`;

/** GET {single}/files/{fileId} */
export const fileUrl = (fileId: string): string => `/files/${encodeURIComponent(fileId)}`;
