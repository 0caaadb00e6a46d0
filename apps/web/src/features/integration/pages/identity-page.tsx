/** Placeholder until the screen is built (decision 038). */
export default function IdentityPage() {
  return null;
}
