import { useEffect, type ReactNode } from 'react';

export interface ScreenPlaceholderProps {
  title: string;
  children?: ReactNode;
}

/** A titled screen whose feature is still to come; sets the document title like a real screen would. */
export function ScreenPlaceholder({ title, children }: ScreenPlaceholderProps) {
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
