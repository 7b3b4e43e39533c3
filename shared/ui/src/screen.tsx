import { useEffect, type ReactNode } from 'react';

export interface ScreenProps {
  title: string;
  children?: ReactNode;
  /**
   * The area's CSS block when its screens sit on a card (`rdv-signup`, `rdv-account`): the section gets the
   * class and the card `<block>__card`, the area's narrow width. Without it, title and content sit on the page.
   */
  area?: string;
  /** with `area`: a card as wide as the page (search grid, profiles) instead of the area's narrow one */
  wide?: boolean;
}

/** One screen of a remote: its h1 is also the document title, as on every page of the site. */
export function Screen({ title, children, area, wide = false }: ScreenProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  const content = (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
  return (
    <section className={area ? `rdv-screen rdv-container ${area}` : 'rdv-screen rdv-container'}>
      {area ? <div className={wide ? 'rdv-card' : `rdv-card ${area}__card`}>{content}</div> : content}
    </section>
  );
}
