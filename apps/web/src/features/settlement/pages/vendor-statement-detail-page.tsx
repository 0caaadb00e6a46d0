/** Placeholder of decision 037's screen; replaced by its feature work. */
export default function VendorStatementDetailPage() {
  return <h1>정산서 상세</h1>;
}
