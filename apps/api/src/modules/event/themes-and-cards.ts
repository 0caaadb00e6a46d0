import {
  type CardRow,
  DEFAULT_PRODUCT_IMAGE_ID,
  EVENT_MESSAGES,
  HIDDEN_THEME_CODES,
  NOT_FOUND_TEXT,
  OCCASION_LABEL,
  type Occasion,
  type ProdOptionRow,
  type ThemeRow,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import * as repo from './repository';

type Deps = { db: Db };

/** POST .../eventManage/theme/list.json (/event/theme): every theme with its occasion and curated product count. */
export async function listThemes(deps: Deps): Promise<ThemeRow[]> {
  return (await repo.listThemes(deps.db)).map(({ theme, prodCount }) => ({
    tempSn: theme.tempSn,
    tempNm: theme.tempNm,
    occasionCd: theme.occasionCd,
    occasionNm: theme.occasionCd ? (OCCASION_LABEL[theme.occasionCd as Occasion] ?? null) : null,
    bgFileId: theme.bgFileId,
    seqNo: theme.seqNo,
    useYn: theme.useYn === 'Y' ? 'Y' : 'N',
    landingHiddenYn: isHiddenTheme(theme.tempSn) ? 'Y' : 'N',
    prodCount,
  }));
}

const isHiddenTheme = (tempSn: number) =>
  (HIDDEN_THEME_CODES as readonly string[]).includes(String(tempSn).padStart(2, '0'));

/** POST .../eventManage/theme/save.json: creates or edits a theme (its number is its landing code, spec §9). */
export async function saveTheme(
  deps: Deps,
  input: {
    tempSn: number;
    tempNm: string;
    occasionCd: string | null;
    bgFileId?: string | null | undefined;
    seqNo: number;
    useYn: 'Y' | 'N';
  },
): Promise<{ tempSn: number }> {
  await repo.upsertTheme(deps.db, { ...input, bgFileId: input.bgFileId ?? null });
  return { tempSn: input.tempSn };
}

const withImage = <R extends { mainImg: string | null }>(r: R) => ({
  ...r,
  mainImg: r.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
});

/** POST .../eventManage/curation/list.json: a theme's curated products in landing order. */
export async function listCuration(
  deps: Deps,
  tempSn: number,
): Promise<{ tempSn: number; list: ProdOptionRow[] }> {
  if (!(await repo.findTheme(deps.db, tempSn))) throw notFound(NOT_FOUND_TEXT.theme);
  return { tempSn, list: (await repo.curatedProducts(deps.db, tempSn)).map(withImage) };
}

/**
 * POST .../eventManage/curation/save.json: replaces a theme's curated products (the landing's by-event-theme and
 * theme lists read exactly this); only approved, used products.
 */
export async function saveCuration(deps: Deps, input: { tempSn: number; prodSnList: number[] }) {
  const unique = [...new Set(input.prodSnList)];
  return deps.db.transaction(async (tx) => {
    if (!(await repo.findTheme(tx, input.tempSn))) throw notFound(NOT_FOUND_TEXT.theme);
    const ok = new Set(await repo.offerableProdSns(tx, unique));
    if (unique.some((p) => !ok.has(p))) throw badRequest(EVENT_MESSAGES.productNotOffered);
    await repo.replaceCuration(tx, input.tempSn, unique);
    return { tempSn: input.tempSn, list: (await repo.curatedProducts(tx, input.tempSn)).map(withImage) };
  });
}

/** POST .../eventManage/card/list.json (/event/card). */
export async function listCards(deps: Deps, useYn: 'Y' | 'N' | null): Promise<CardRow[]> {
  return (await repo.listCards(deps.db, useYn)).map((c) => ({
    cardSn: c.cardSn,
    cardNm: c.cardNm,
    fileId: c.fileId,
    defaultMsg: c.defaultMsg,
    seqNo: c.seqNo,
    useYn: c.useYn === 'Y' ? 'Y' : 'N',
  }));
}

/** POST .../eventManage/card/save.json: creates or edits a message-card design. */
export async function saveCard(
  deps: Deps,
  input: {
    cardSn?: number | undefined;
    cardNm: string;
    fileId?: string | null | undefined;
    defaultMsg: string;
    seqNo: number;
    useYn: 'Y' | 'N';
  },
): Promise<{ cardSn: number }> {
  const values = {
    cardNm: input.cardNm,
    fileId: input.fileId ?? null,
    defaultMsg: input.defaultMsg,
    seqNo: input.seqNo,
    useYn: input.useYn,
  };
  if (input.cardSn === undefined) return { cardSn: await repo.insertCard(deps.db, values) };
  if ((await repo.updateCard(deps.db, input.cardSn, values)) === 0) throw notFound(NOT_FOUND_TEXT.card);
  return { cardSn: input.cardSn };
}
