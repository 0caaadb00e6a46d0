import { NOT_FOUND_TEXT } from '@pcs/domain';
import { badRequest, notFound } from '../../http/errors';
import type { DeliveryDeps } from './delivery-deps';
import * as repo from './repository';

export const PACKER_TEXT = { notPacker: '아르바이트 사용자를 선택해주세요.' } as const;

/** POST delivery/assignPacker.json: operators assign (or clear) the part-timer who packs the lines. */
export async function assignPacker(
  deps: DeliveryDeps,
  input: { lines: { estiSn: number; estiItemSn: number }[]; packerUnqUserId: string | null },
) {
  if (input.packerUnqUserId && !(await repo.isPartTimer(deps.db, input.packerUnqUserId)))
    throw badRequest(PACKER_TEXT.notPacker);
  const owners = await repo.lineOwners(deps.db, input.lines);
  for (const key of input.lines)
    if (!owners.some((o) => o.estiSn === key.estiSn && o.estiItemSn === key.estiItemSn))
      throw notFound(NOT_FOUND_TEXT.delivery);
  const rows = await deps.db.transaction((tx) =>
    repo.setPacker(
      tx,
      input.lines.map((l) => l.estiItemSn),
      input.packerUnqUserId,
      deps.now(),
    ),
  );
  return { done: rows.length, refused: [] };
}
