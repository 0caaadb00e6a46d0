/** Navigation state the list leaves for the detail, so 목록 can go back to the list as it was left (its URL). */
export type FromListState = { fromList: true };
export const FROM_LIST: FromListState = { fromList: true };
