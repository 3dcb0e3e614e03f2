import Bowser from 'bowser';

/** 'Chrome 131 on macOS', as the devices list and the new sign-in mail name a browser. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const name = parsed.browser.name ?? 'Unknown browser';
  const major = parsed.browser.version?.split('.')[0];
  const browser = major ? `${name} ${major}` : name;
  return parsed.os.name ? `${browser} on ${parsed.os.name}` : browser;
}
