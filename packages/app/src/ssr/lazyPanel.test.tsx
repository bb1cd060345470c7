import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPanel, loadPanels } from './lazyPanel';

function Advice({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('lazyPanel', () => {
  it('shows its fallback until its code arrives, like React.lazy', async () => {
    let arrive: (component: typeof Advice) => void = () => undefined;
    const Panel = lazyPanel(() => new Promise<typeof Advice>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Panel text="Water about 9 litres today" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => arrive(Advice));
    expect(await screen.findByText('Water about 9 litres today')).toBeTruthy();
  });

  it('renders at once, with no fallback, once loadPanels has loaded it', async () => {
    const Panel = lazyPanel(async () => Advice);
    await loadPanels();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Panel text="Skip watering today" />
      </Suspense>,
    );
    // Synchronously, in the first render: what hydration needs to keep the server's HTML.
    expect(screen.getByText('Skip watering today')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
