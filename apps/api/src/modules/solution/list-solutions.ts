import { SOLUTION_CODE, type SolutionEntry } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import * as repo from './repository';

/**
 * POST /v1/ebmp/solution/user/solutionList.json (spec §3 solution-address map, §7 Solution launch): the solutions of
 * the caller's solCd list, in display order, with absolute addresses. A path is resolved against this server's
 * public address, the same base GET /v1/ebmp/code/url.json gives every service. A code with no row (or switched
 * off) is left out: there is nothing to call it or open.
 */
export async function listUserSolutions(
  deps: Pick<AppDeps, 'db'>,
  caller: AuthUser,
  baseUrl: string,
): Promise<{ solutionList: SolutionEntry[] }> {
  const solCd = (await repo.findUserSolCd(deps.db, caller.unqUserId)) ?? '';
  const codes = [...new Set(solCd.split(',').map((c) => c.trim()))].filter(Boolean);
  const rows = await repo.listSolutions(deps.db, codes);
  return {
    solutionList: rows.map((row) => ({
      solCd: row.solCd,
      solNm: row.solNm,
      linkTypeCd: row.linkTypeCd,
      launchUrl: absoluteUrl(row.launchUrl, baseUrl),
      currentYn: row.solCd === SOLUTION_CODE ? 'Y' : 'N',
    })),
  };
}

function absoluteUrl(address: string | null, baseUrl: string): string | null {
  const trimmed = address?.trim();
  if (!trimmed) return null;
  return trimmed.startsWith('/') ? `${baseUrl.replace(/\/+$/, '')}${trimmed}` : trimmed;
}
