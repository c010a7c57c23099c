import { isValidEmail } from '@palco/shared';

/** How many other addresses are tried before giving up on a suggestion. */
const CANDIDATES = 5;

/** Other addresses of the same person and domain: `ana@x.pt` → `ana1@x.pt`, `ana2@x.pt`, … */
export function emailCandidates(email: string, count = CANDIDATES): string[] {
  const at = email.lastIndexOf('@');
  if (at <= 0) return [];
  const local = email.slice(0, at).replace(/\d+$/, '');
  const domain = email.slice(at);
  const start = Number(/\d+$/.exec(email.slice(0, at))?.[0] ?? '0') + 1;
  return Array.from({ length: count }, (_, i) => `${local}${start + i}${domain}`).filter(isValidEmail);
}

/**
 * Spec section 8, account e-mail conflict: "suggests another e-mail". The first candidate that has no
 * account (`POST /v1/account/check`), or null when none is free or the check cannot be made.
 */
export async function suggestFreeEmail(
  email: string,
  check: (candidate: string) => Promise<{ exists: boolean } | null>,
): Promise<string | null> {
  for (const candidate of emailCandidates(email)) {
    const answer = await check(candidate);
    if (answer === null) return null;
    if (!answer.exists) return candidate;
  }
  return null;
}
