/** Confirms of the closing documents that only the web shows, named once (the other texts are in the domain's
 *  EVENT_DOCS_TEXT). */
export const EVENT_DOCS_DIALOG_TEXT = {
  vendorMailConfirm: (vendorCount: number) => `공급사 ${vendorCount}곳에 발주 메일을 보내시겠습니까?`,
} as const;
