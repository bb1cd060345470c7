// What a widget shows before and instead of its content: a loading skeleton that says what is
// coming, an error that says what failed and offers "Try again" (a real <button>, so it is in
// the tab order), and a placeholder for what there is nothing to show of (a private thing,
// badges their owner keeps to themself, a missing attribute).

export type WidgetStatus =
  | { state: 'loading'; label: string }
  | { state: 'error'; message: string; onRetry: () => void }
  | { state: 'placeholder'; message: string };

/** The element for a status; `minHeight` keeps the box the content will take (the map's height). */
export function statusView(status: WidgetStatus, minHeight?: number): HTMLElement {
  const box = document.createElement('div');
  box.className = 'bk-status';
  box.dataset.state = status.state;
  if (minHeight) box.style.setProperty('--bkw-status-height', `${minHeight}px`);
  const message = document.createElement('p');
  message.className = 'bk-message';
  switch (status.state) {
    case 'loading': {
      box.setAttribute('role', 'status');
      box.setAttribute('aria-busy', 'true');
      for (let line = 0; line < 2; line += 1) {
        const bar = document.createElement('span');
        bar.className = 'bk-skeleton';
        bar.setAttribute('aria-hidden', 'true');
        box.append(bar);
      }
      message.textContent = status.label;
      box.append(message);
      break;
    }
    case 'error': {
      message.setAttribute('role', 'alert');
      message.textContent = status.message;
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'bk-button';
      retry.textContent = 'Try again';
      retry.addEventListener('click', status.onRetry);
      box.append(message, retry);
      break;
    }
    case 'placeholder': {
      message.textContent = status.message;
      box.append(message);
      break;
    }
  }
  return box;
}
