/**
 * The names of the services and app stores the footer links to: brands, written the same in every
 * language, so each language's chrome strings take them from here.
 */
export const footerBrandNames: Readonly<Record<string, string>> = {
  SHELL_LINK_FACEBOOK: 'Facebook',
  SHELL_LINK_INSTAGRAM: 'Instagram',
  SHELL_LINK_X: 'X',
  SHELL_LINK_YOUTUBE: 'YouTube',
  SHELL_LINK_TIKTOK: 'TikTok',
  SHELL_LINK_LINKEDIN: 'LinkedIn',
  SHELL_LINK_APP_STORE: 'App Store',
  SHELL_LINK_GOOGLE_PLAY: 'Google Play',
  SHELL_LINK_APP_GALLERY: 'AppGallery',
};
