/** Day keys and labels for the conversation's day separators and the list's times, in the page's locale. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** 'today', 'yesterday', or the date written out in the locale. */
export function dayLabel(iso: string, locale: string, now = new Date()): { relative: 'today' | 'yesterday' } | { date: string } {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return { relative: 'today' };
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return { relative: 'yesterday' };
  const date = new Date(iso);
  const sameYear = date.getFullYear() === now.getFullYear();
  return { date: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) }).format(date) };
}

/** A message's time of day (14:05), or for the list an older day's short date. */
export function clockTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

export function listTime(iso: string, locale: string, now = new Date()): string {
  if (dayKey(iso) === dayKey(now.toISOString())) return clockTime(iso, locale);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(iso));
}
