/**
 * Adds a preload hint for `href` to the page's head, with the attributes that say what it is and how it is
 * asked for (`as`, `crossorigin`, `fetchpriority`): the browser starts on it at once, and the request the
 * page makes for it later takes it over.
 */
export function addPreload(doc: Document, href: string, attributes: Record<string, string>): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.href = href;
  doc.head.append(link);
}
