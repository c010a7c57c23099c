interface WithId {
  id: string;
}

/** Adds a page after the entries already shown, skipping any the viewer already has. */
export function appendUnique<T extends WithId>(shown: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(shown.map((entry) => entry.id));
  const fresh = page.filter((entry) => {
    if (seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
  return [...shown, ...fresh];
}

/** The cursor of the next page is the id of the last item received (spec section 9). */
export function lastItemId(entries: readonly WithId[]): string | null {
  return entries.at(-1)?.id ?? null;
}
