/** A link whose address comes from the server's settings (`settings.links`). */
export interface ExternalLink {
  /** The settings key, also used to pick the label `SHELL_LINK_{KEY}`. */
  key: string;
  href: string;
}

export interface FooterExternalLinks {
  complaintsBook: ExternalLink | null;
  social: ExternalLink[];
  stores: ExternalLink[];
}

const SOCIAL_KEYS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin'] as const;
/** The three app stores of spec section 2 ("Footer"). */
const STORE_KEYS = ['app_store', 'google_play', 'app_gallery'] as const;

/** Only web addresses are linked: a settings value is data, never a script to run on click. */
function webLink(links: Readonly<Record<string, string>>, key: string): ExternalLink | null {
  const href = links[key]?.trim();
  return href && /^https?:\/\//i.test(href) ? { key, href } : null;
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

/** The footer's external links that the settings provide; missing ones are left out, never made up. */
export function footerExternalLinks(links: Readonly<Record<string, string>>): FooterExternalLinks {
  return {
    complaintsBook: webLink(links, 'complaints_book'),
    social: SOCIAL_KEYS.map((key) => webLink(links, key)).filter(present),
    stores: STORE_KEYS.map((key) => webLink(links, key)).filter(present),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The support e-mail from `support_email`, or from a `mailto:` `support` link; null when neither is set. */
export function supportEmail(links: Readonly<Record<string, string>>): string | null {
  const candidates = [links.support_email, links.support?.replace(/^mailto:/i, '')];
  return (
    candidates.map((value) => value?.trim()).find((value): value is string => !!value && EMAIL.test(value)) ??
    null
  );
}
