/** /occasion/list (replaced by the occasion screens as they land). */
export default function OccasionRuleListPage() {
  return null;
}
