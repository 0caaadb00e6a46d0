/** /occasion/lifeEvents (replaced by the occasion screens as they land). */
export default function LifeEventListPage() {
  return null;
}
