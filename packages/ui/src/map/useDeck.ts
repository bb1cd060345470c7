// deck.gl, loaded lazily once a map is on screen (it is only needed to draw on a map).
import { useEffect, useState } from 'react';
import { loadDeck, type Deck } from './loadDeck';

export type DeckStatus = 'idle' | 'loading' | 'ready' | 'failed';

export function useDeck(isWanted: boolean): { deck: Deck | null; status: DeckStatus } {
  const [state, setState] = useState<{ deck: Deck | null; status: DeckStatus }>({
    deck: null,
    status: 'idle',
  });
  useEffect(() => {
    if (!isWanted) return undefined;
    let cancelled = false;
    setState((now) => (now.deck ? now : { deck: null, status: 'loading' }));
    loadDeck()
      .then((deck) => {
        if (!cancelled) setState({ deck, status: 'ready' });
      })
      .catch(() => {
        if (!cancelled) setState({ deck: null, status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [isWanted]);
  return state;
}
