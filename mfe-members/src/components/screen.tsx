import { useEffect, type ReactNode } from 'react';

export interface ScreenProps {
  title: string;
  children?: ReactNode;
  /** the full width of the page (search grid, profiles) instead of the narrow account card */
  wide?: boolean;
}

/** One screen of this remote: its h1 is also the document title, as on every page of the site. */
export function Screen({ title, children, wide = false }: ScreenProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="rdv-screen rdv-container rdv-account">
      <div className={wide ? 'rdv-card' : 'rdv-card rdv-account__card'}>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
