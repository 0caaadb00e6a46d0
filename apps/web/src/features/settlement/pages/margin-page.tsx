/** Placeholder of decision 037's screen; replaced by its feature work. */
export default function MarginPage() {
  return <h1>마진 분석</h1>;
}
