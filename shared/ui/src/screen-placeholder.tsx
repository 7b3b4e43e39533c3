import { useEffect, type ReactNode } from 'react';

export interface ScreenProps {
  title: string;
  children?: ReactNode;
}

/** One screen of a remote: its h1 is also the document title, as on every page of the site. */
export function Screen({ title, children }: ScreenProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="rdv-screen rdv-container">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export type ScreenPlaceholderProps = ScreenProps;

/** A titled screen whose feature is still to come. */
export function ScreenPlaceholder({ title, children }: ScreenPlaceholderProps) {
  return <Screen title={title}>{children}</Screen>;
}
