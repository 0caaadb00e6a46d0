/** Placeholder of decision 037's screen; replaced by its feature work. */
export default function VendorStatementListPage() {
  return <h1>공급사 정산</h1>;
}
