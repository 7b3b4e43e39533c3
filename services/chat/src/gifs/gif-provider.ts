import type { GifResult } from '@rendezvous/contracts';

/**
 * Where the gif search looks. The local catalogue (LocalGifCatalogue) ships with chat and works
 * offline; a hosted provider (Tenor, Giphy) would implement the same two calls behind its API key.
 */
export interface GifProvider {
  /** Gifs for a search, best first; the most popular ones for an empty query. */
  search(query: string, limit: number): Promise<GifResult[]>;
  /** One gif by id, to send it (null when the provider does not know it). */
  find(id: string): Promise<GifResult | null>;
}

export const GIF_PROVIDER = Symbol('GIF_PROVIDER');
