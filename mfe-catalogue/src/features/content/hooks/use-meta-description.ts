import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` while the page is shown, creating the tag when the page has none,
 * and gives the previous description back (or removes the tag it made) when the page goes.
 */
export function useMetaDescription(description: string | null): void {
  useEffect(() => {
    if (!description) return undefined;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    const current = tag;
    return () => {
      if (created) current.remove();
      else current.content = previous;
    };
  }, [description]);
}
