import { CHAT_PATHS, type GifResult } from '@rendezvous/contracts';
import type { GifProvider } from './gif-provider';

interface LocalGif {
  id: string;
  title: string;
  /** words a search matches, in every language the site speaks (lower case) */
  keywords: string[];
  svg: string;
}

/** A heart's outline in a 100×100 box. */
const HEART = 'M50 86 C20 64 8 48 8 32 C8 18 19 8 31 8 C40 8 46 13 50 20 C54 13 60 8 69 8 C81 8 92 18 92 32 C92 48 80 64 50 86 Z';

/**
 * An animated sticker: a word over a coloured backdrop with a shape, moving by CSS animation.
 * Vector, a few hundred bytes, no fonts beyond the system's sans-serif, nothing that runs.
 */
function sticker({ word, from, to, shape, motion }: { word: string; from: string; to: string; shape: string; motion: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<style>@keyframes m{${motion}}.m{animation:m 1.2s ease-in-out infinite;transform-origin:120px 80px;transform-box:view-box}text{font:800 34px system-ui,sans-serif;fill:#fff;text-anchor:middle;paint-order:stroke;stroke:rgba(0,0,0,.25);stroke-width:3px}</style>
<rect width="240" height="180" rx="16" fill="url(#g)"/>
<g class="m">${shape}</g>
<text x="120" y="160">${word}</text>
</svg>`;
}

const bounce = '0%,100%{transform:translateY(0)}50%{transform:translateY(-14px)}';
const pulse = '0%,100%{transform:scale(1)}50%{transform:scale(1.18)}';
const wave = '0%,100%{transform:rotate(-14deg)}50%{transform:rotate(14deg)}';
const spin = 'from{transform:rotate(0)}to{transform:rotate(360deg)}';
const shake = '0%,100%{transform:translateX(0)}25%{transform:translateX(-8px)}75%{transform:translateX(8px)}';
const heart = (fill: string) => `<path d="${HEART}" fill="${fill}" transform="translate(70 30)"/>`;
const face = (mouth: string) =>
  `<circle cx="120" cy="80" r="46" fill="#f5c518"/><circle cx="104" cy="70" r="6" fill="#3d2a5c"/><circle cx="136" cy="70" r="6" fill="#3d2a5c"/>${mouth}`;
const smile = '<path d="M98 92 Q120 116 142 92" stroke="#3d2a5c" stroke-width="6" fill="none" stroke-linecap="round"/>';
const frown = '<path d="M100 104 Q120 86 140 104" stroke="#3d2a5c" stroke-width="6" fill="none" stroke-linecap="round"/>';
const ooh = '<ellipse cx="120" cy="100" rx="10" ry="13" fill="#3d2a5c"/>';
const star = (fill: string) => `<path d="M120 30 L133 64 L170 66 L141 89 L151 125 L120 104 L89 125 L99 89 L70 66 L107 64 Z" fill="${fill}"/>`;
const hand =
  '<path d="M100 120 L100 60 Q100 50 108 50 Q116 50 116 60 L116 40 Q116 32 124 32 Q132 32 132 40 L132 48 Q132 40 140 40 Q148 40 148 48 L148 96 Q148 124 124 128 Q104 130 100 120 Z" fill="#ffd8b1" stroke="#c98b5e" stroke-width="3"/>';
const cup =
  '<rect x="92" y="60" width="56" height="56" rx="8" fill="#fff"/><path d="M148 72 Q170 72 166 92 Q162 104 148 102" stroke="#fff" stroke-width="7" fill="none"/><path d="M108 50 Q102 40 110 30 M124 50 Q118 40 126 30" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>';

export const LOCAL_GIFS: readonly LocalGif[] = [
  {
    id: 'hello',
    title: 'Hello!',
    keywords: ['hello', 'hi', 'hey', 'hallo', 'hej', 'hola', 'salut', 'bonjour', 'ciao', 'moi', 'cześć', 'wave'],
    svg: sticker({ word: 'Hello!', from: '#6f2dbd', to: '#e83e8c', shape: hand, motion: wave }),
  },
  {
    id: 'love',
    title: 'Love you',
    keywords: ['love', 'heart', 'liebe', 'amor', 'amour', 'amore', 'kærlighed', 'kjærlighet', 'kärlek', 'liefde', 'rakkaus', 'miłość'],
    svg: sticker({ word: 'Love you', from: '#e83e8c', to: '#ff8fab', shape: heart('#fff'), motion: pulse }),
  },
  {
    id: 'kiss',
    title: 'Kiss',
    keywords: ['kiss', 'kuss', 'beso', 'bisou', 'bacio', 'kys', 'kyss', 'kus', 'pusu', 'buziak'],
    svg: sticker({ word: 'Mwah!', from: '#d81b60', to: '#6f2dbd', shape: heart('#ffb3c7'), motion: bounce }),
  },
  {
    id: 'laugh',
    title: 'Haha',
    keywords: ['haha', 'laugh', 'lol', 'funny', 'lachen', 'risa', 'rire', 'ridere', 'grine', 'le', 'skratta', 'lachen', 'nauru', 'śmiech'],
    svg: sticker({ word: 'Haha!', from: '#f5c518', to: '#fd7e14', shape: face(smile), motion: shake }),
  },
  {
    id: 'wow',
    title: 'Wow',
    keywords: ['wow', 'omg', 'amazing', 'toll', 'guau', 'waouh', 'caspita', 'vau', 'oj', 'wauw', 'vau', 'łał'],
    svg: sticker({ word: 'Wow!', from: '#0fb9b1', to: '#6f2dbd', shape: face(ooh), motion: pulse }),
  },
  {
    id: 'sad',
    title: 'Sad',
    keywords: ['sad', 'sorry', 'traurig', 'triste', 'trist', 'verdrietig', 'surullinen', 'smutny', 'ledsen'],
    svg: sticker({ word: 'Aww…', from: '#4f6d9a', to: '#8aa1c1', shape: face(frown), motion: bounce }),
  },
  {
    id: 'party',
    title: 'Party',
    keywords: ['party', 'celebrate', 'feiern', 'fiesta', 'fête', 'festa', 'fest', 'feest', 'juhla', 'impreza'],
    svg: sticker({ word: 'Party!', from: '#fd7e14', to: '#e83e8c', shape: star('#fff3c4'), motion: spin }),
  },
  {
    id: 'yes',
    title: 'Yes!',
    keywords: ['yes', 'ok', 'sure', 'ja', 'sí', 'si', 'oui', 'kyllä', 'tak'],
    svg: sticker({ word: 'Yes!', from: '#2fb344', to: '#0fb9b1', shape: star('#fff'), motion: bounce }),
  },
  {
    id: 'coffee',
    title: 'Coffee?',
    keywords: ['coffee', 'date', 'kaffee', 'café', 'caffè', 'kaffe', 'koffie', 'kahvi', 'kawa'],
    svg: sticker({ word: 'Coffee?', from: '#795548', to: '#c98b5e', shape: cup, motion: bounce }),
  },
  {
    id: 'thanks',
    title: 'Thank you',
    keywords: ['thanks', 'thank you', 'danke', 'gracias', 'merci', 'grazie', 'tak', 'takk', 'tack', 'bedankt', 'kiitos', 'dziękuję'],
    svg: sticker({ word: 'Thanks!', from: '#6f2dbd', to: '#0fb9b1', shape: heart('#ffd6e7'), motion: wave }),
  },
  {
    id: 'miss-you',
    title: 'Miss you',
    keywords: ['miss', 'miss you', 'vermisse', 'extraño', 'manques', 'manchi', 'savner', 'saknar', 'mis', 'ikävä', 'tęsknię'],
    svg: sticker({ word: 'Miss you', from: '#8e44ad', to: '#e83e8c', shape: heart('#fff'), motion: shake }),
  },
  {
    id: 'good-night',
    title: 'Good night',
    keywords: ['night', 'good night', 'sleep', 'nacht', 'noche', 'nuit', 'notte', 'nat', 'natt', 'yö', 'dobranoc'],
    svg: sticker({ word: 'Good night', from: '#1f1630', to: '#4f6d9a', shape: star('#f5c518'), motion: pulse }),
  },
];

const toResult = (gif: LocalGif): GifResult => ({ id: gif.id, title: gif.title, url: CHAT_PATHS.gifFile(gif.id), width: 240, height: 180 });

/** The gifs chat ships: searched by title and keywords in every language; the same order for an empty query. */
export class LocalGifCatalogue implements GifProvider {
  async search(query: string, limit: number): Promise<GifResult[]> {
    const words = query.toLowerCase().trim().split(/\s+/).filter(Boolean);
    const matches =
      words.length === 0
        ? LOCAL_GIFS
        : LOCAL_GIFS.filter((gif) => words.every((word) => gif.title.toLowerCase().includes(word) || gif.keywords.some((keyword) => keyword.startsWith(word))));
    return matches.slice(0, limit).map(toResult);
  }

  async find(id: string): Promise<GifResult | null> {
    const gif = LOCAL_GIFS.find((entry) => entry.id === id);
    return gif ? toResult(gif) : null;
  }

  /** The file itself (this catalogue serves its own). */
  file(id: string): string | null {
    return LOCAL_GIFS.find((entry) => entry.id === id)?.svg ?? null;
  }
}
