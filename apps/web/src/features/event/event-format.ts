export const wonText = (n: number | null | undefined): string =>
  n === null || n === undefined ? '-' : `${n.toLocaleString('ko-KR')}원`;
