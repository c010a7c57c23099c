/**
 * A picture's address from an answer read unchecked (the shell's first script carries no schemas): a
 * string, else no picture. Internal to contracts' picture rules (title-pages.ts, screen-pictures.ts).
 */
export const pictureUrl = (value: unknown): string | null => (typeof value === 'string' ? value : null);
