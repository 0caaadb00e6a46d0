/** Placeholder of decision 037's screen; replaced by its feature work. */
export default function ClientBillListPage() {
  return <h1>고객사 청구</h1>;
}
