import type { ReactNode } from 'react';

/** Translated copy keeps its paragraphs apart with a blank line; each becomes a `<p>`. */
export function Paragraphs({ text }: { text: string }): ReactNode {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}
