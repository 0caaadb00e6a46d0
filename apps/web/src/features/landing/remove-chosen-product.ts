import { checkDeleteProdPossible } from './api/check-delete-prod-possible';
import { readEventSn, removeChosen } from './landing-storage';

/**
 * spec §5: removing a chosen product when an event id is set first asks the server whether removal is possible
 * (checkDeleteProdPossible); a refusal rejects (ApiError with the server's text) and the product stays chosen.
 * Without an event id it is removed from session storage directly. Resolves to the template's new chosen list.
 */
export async function removeChosenProduct(
  tempSn: number | null,
  prodSn: number,
  eventSn: number | null = readEventSn(),
): Promise<number[]> {
  if (eventSn !== null) await checkDeleteProdPossible({ eventSn, prodSn });
  return removeChosen(tempSn, prodSn);
}
