import { useEffect, type ReactNode } from 'react';

/** One screen of this remote: its h1 is also the document title, as on every page of the site. */
export function Screen({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="rdv-screen rdv-container rdv-payments">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
