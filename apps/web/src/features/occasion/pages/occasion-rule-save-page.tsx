/** /occasion/save (replaced by the occasion screens as they land). */
export default function OccasionRuleSavePage() {
  return null;
}
