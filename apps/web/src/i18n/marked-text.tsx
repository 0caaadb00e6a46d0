import { Fragment, type ReactNode } from 'react';

const TAG = /<(\d+)>([\s\S]*?)<\/\1>/g;

/**
 * A translated text whose marked parts (<0>…</0>, <1>…</1>) take a look of their own, a bold number say. The
 * sentence is translated whole, so each language keeps its own word order; `parts[n]` wraps the text of <n>.
 */
export function RichText({
  text,
  parts,
}: {
  text: string;
  parts: readonly ((children: string) => ReactNode)[];
}) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, index = '', inner = ''] = match;
    if (match.index > last) out.push(text.slice(last, match.index));
    const wrap = parts[Number(index)];
    out.push(<Fragment key={match.index}>{wrap ? wrap(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}
