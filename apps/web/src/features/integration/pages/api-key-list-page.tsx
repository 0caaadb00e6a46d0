/** Placeholder until the screen is built (decision 038). */
export default function ApiKeyListPage() {
  return null;
}
