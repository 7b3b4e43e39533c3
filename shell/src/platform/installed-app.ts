import { mediaMatches } from './dismissals';

/** An installed app (home-screen web app) runs in standalone display mode. */
export function isInstalledApp(win: Window = window): boolean {
  return mediaMatches('(display-mode: standalone)', win);
}
