/** Placeholder of decision 037's screen; replaced by its feature work. */
export default function ClientBillDetailPage() {
  return <h1>청구서 상세</h1>;
}
