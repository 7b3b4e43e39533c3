import { useEffect, useState, type ComponentType } from 'react';
import type { ModalProps } from './modal-content';

export type { ModalProps } from './modal-content';

// Radix's dialog (about 12 KB on the wire) would not fit the shell's first-visit budget (shell/budget.json):
// its chunk is fetched the first time a modal shows.
let loaded: ComponentType<ModalProps> | null = null;
const loadContent = () => import('./modal-content').then((module) => (loaded = module.default));

/**
 * The shell's site-wide dialog (the entry warning, the activation modal), on Radix's Dialog
 * (modal-content.tsx): focus moves in when it opens (to the first element with `data-autofocus`), Tab and
 * Shift+Tab stay inside, and focus returns to where it was when it closes.
 */
export function Modal(props: ModalProps) {
  const [Content, setContent] = useState(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Content) return undefined;
    let active = true;
    loadContent().then(
      (component) => active && setContent(() => component),
      (error: unknown) => {
        console.error('[shell] the dialog could not be loaded', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [Content]);
  if (Content) return <Content {...props} />;
  if (!failed) return null;
  // Its chunk failed to load (offline, a release in between): the dialog still shows, without Radix's focus handling.
  return (
    <div className="rdv-modal-backdrop">
      <div className="rdv-modal" role="dialog" aria-modal="true" aria-labelledby={props.labelledBy} aria-describedby={props.describedBy}>
        {props.children}
      </div>
    </div>
  );
}
