import type { GiftId } from '@rendezvous/contracts';
import type { ReactElement } from 'react';

/**
 * The gift catalogue's pictures (contracts GIFT_CATALOGUE), drawn as SVG so they ship inside this
 * remote with no request of their own and stay sharp at any size. Names come from the catalogue
 * (`gifts.<id>` in the chat namespace).
 */
const PICTURES: Record<GiftId, ReactElement> = {
  rose: (
    <>
      <path d="M32 34v24" stroke="#2e7d32" strokeWidth="3" strokeLinecap="round" />
      <path d="M32 48c-6-2-10-6-11-11 6 0 10 4 11 11z" fill="#43a047" />
      <path d="M32 44c6-2 10-6 11-11-6 0-10 4-11 11z" fill="#66bb6a" />
      <path d="M20 18c0-8 6-12 12-12s12 4 12 12c0 9-5 16-12 16S20 27 20 18z" fill="#d81b60" />
      <path d="M26 14c2-4 10-5 13 0-2 5-10 7-13 0z" fill="#ad1457" />
      <path d="M24 20c4 6 12 6 16 0" stroke="#f06292" strokeWidth="2" fill="none" />
    </>
  ),
  heart: <path d="M32 56S8 41 8 23c0-8 6-14 13-14 5 0 9 3 11 7 2-4 6-7 11-7 7 0 13 6 13 14 0 18-24 33-24 33z" fill="#e83e8c" />,
  chocolates: (
    <>
      <rect x="8" y="18" width="48" height="34" rx="6" fill="#6d4c41" />
      <rect x="8" y="18" width="48" height="8" rx="4" fill="#e83e8c" />
      {[16, 28, 40].map((x) => [34, 44].map((y) => <circle key={`${x}-${y}`} cx={x + 4} cy={y} r="4.5" fill="#3e2723" />))}
    </>
  ),
  champagne: (
    <>
      <path d="M20 8h10l-1 16c0 5-2 8-4 8s-4-3-4-8z" fill="#fff3c4" stroke="#c9a227" strokeWidth="2" />
      <path d="M25 32v18M19 52h12" stroke="#c9a227" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M36 8h10l-1 16c0 5-2 8-4 8s-4-3-4-8z" fill="#fff3c4" stroke="#c9a227" strokeWidth="2" />
      <path d="M41 32v18M35 52h12" stroke="#c9a227" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="24" cy="16" r="1.5" fill="#c9a227" />
      <circle cx="42" cy="18" r="1.5" fill="#c9a227" />
    </>
  ),
  teddy: (
    <>
      <circle cx="18" cy="16" r="7" fill="#a1887f" />
      <circle cx="46" cy="16" r="7" fill="#a1887f" />
      <circle cx="32" cy="26" r="15" fill="#bcaaa4" />
      <ellipse cx="32" cy="48" rx="15" ry="12" fill="#a1887f" />
      <circle cx="26" cy="23" r="2" fill="#3e2723" />
      <circle cx="38" cy="23" r="2" fill="#3e2723" />
      <ellipse cx="32" cy="31" rx="5" ry="4" fill="#efebe9" />
      <circle cx="32" cy="30" r="1.8" fill="#3e2723" />
      <path d="M28 46c2-3 6-3 8 0-2 3-6 3-8 0z" fill="#e83e8c" />
    </>
  ),
  diamond: (
    <>
      <path d="M14 22l8-12h20l8 12-18 30z" fill="#81d4fa" />
      <path d="M14 22h36L32 52z" fill="#4fc3f7" />
      <path d="M22 10l4 12 6-12 6 12 4-12" stroke="#e1f5fe" strokeWidth="1.5" fill="none" />
      <path d="M26 22l6 30 6-30" stroke="#e1f5fe" strokeWidth="1.5" fill="none" />
    </>
  ),
  cocktail: (
    <>
      <path d="M12 12h40L32 34z" fill="#f48fb1" />
      <path d="M32 34v18M22 54h20" stroke="#6f2dbd" strokeWidth="3" strokeLinecap="round" />
      <path d="M40 6l-6 14" stroke="#6f2dbd" strokeWidth="2" />
      <circle cx="42" cy="16" r="4" fill="#f5c518" />
    </>
  ),
  kiss: (
    <>
      <path d="M10 30c6-10 14-12 22-6 8-6 16-4 22 6-6 4-12 6-22 6s-16-2-22-6z" fill="#d81b60" />
      <path d="M10 30c8 12 14 16 22 16s14-4 22-16c-8 4-14 5-22 5s-14-1-22-5z" fill="#ad1457" />
    </>
  ),
};

export function GiftImage({ gift, size = 64 }: { gift: string; size?: number }) {
  const picture = PICTURES[gift as GiftId];
  return (
    <svg className="rdv-gift-image" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      {picture ?? <circle cx="32" cy="32" r="20" fill="#e83e8c" />}
    </svg>
  );
}
