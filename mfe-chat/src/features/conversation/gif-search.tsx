import { apiRequest } from '@rendezvous/api-client';
import { CHAT_PATHS, type GifResult } from '@rendezvous/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatDialog } from '../../components/chat-dialog';

/** Typing pauses this long before the search asks the server. */
const SEARCH_DELAY_MS = 300;

/**
 * The gif search (chat's GifProvider; the catalogue chat ships works offline): a search field and
 * the results as a grid; picking one sends it as a photo message.
 */
export function GifSearch({ onPick, onClose }: { onPick: (gif: GifResult) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    queryKey: ['gifs', query],
    queryFn: () => apiRequest<{ gifs: GifResult[] }>(CHAT_PATHS.gifs(query)),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

  return (
    <ChatDialog title={t('gif.title')} description={t('gif.intro')} hideDescription onClose={onClose}>
      <input
        type="search"
        className="rdv-gif-search__field"
        value={text}
        placeholder={t('gif.placeholder')}
        aria-label={t('gif.placeholder')}
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
      {results.isError ? (
        <p role="alert">{t('gif.failed')}</p>
      ) : results.data && results.data.gifs.length === 0 ? (
        <p>{t('gif.none', { query })}</p>
      ) : (
        <ul className="rdv-gif-search__results" aria-busy={results.isFetching}>
          {results.data?.gifs.map((gif) => (
            <li key={gif.id}>
              <button type="button" className="rdv-gif-search__gif" onClick={() => onPick(gif)} aria-label={t('gif.send', { title: gif.title })}>
                <img src={gif.url} alt="" width={gif.width} height={gif.height} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </ChatDialog>
  );
}
