/** /occasion/upcoming (replaced by the occasion screens as they land). */
export default function OccasionUpcomingPage() {
  return null;
}
