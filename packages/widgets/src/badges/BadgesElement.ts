// <bloomkeep-badges api="…" user="username" theme="default|beecafe">: a person's badges with
// their levels and dates, rendered on our server. Shown only for people who chose "Show my
// badges on partner sites"; for anyone else (or a username that does not exist: the server
// answers both alike) a friendly placeholder that reveals nothing about them.
import { isWidgetUsername, widgetTheme } from '@bloomkeep/schema';
import { apiUrl, FRAGMENT_PATHS } from '../shared/api';
import { fetchFragment } from '../shared/fragment';
import { WidgetElement } from '../shared/WidgetElement';

export const BADGES_MESSAGES = {
  loading: 'Loading badges…',
  failure: 'Could not load these badges.',
  noUser: 'This badge list needs a person: set its user attribute to their username.',
  notShared: 'These badges are not shared on other sites.',
} as const;

export class BadgesElement extends WidgetElement {
  static observedAttributes = ['api', 'theme', 'user'];

  protected readonly failureMessage = BADGES_MESSAGES.failure;

  protected async render(signal: AbortSignal): Promise<void> {
    const user = this.getAttribute('user')?.trim();
    if (!isWidgetUsername(user)) {
      this.showPlaceholder(BADGES_MESSAGES.noUser);
      return;
    }
    this.showLoading(BADGES_MESSAGES.loading);
    const url = apiUrl(this.apiRoot, FRAGMENT_PATHS.badges, {
      user,
      theme: widgetTheme(this.getAttribute('theme')),
    });
    const result = await fetchFragment(url, signal);
    signal.throwIfAborted();
    if (result.kind === 'placeholder') {
      // The server's own placeholder (styled like the widget), or ours from a server without one.
      if (result.fragment) await this.showFragment(result.fragment, signal, 'placeholder');
      else this.showPlaceholder(BADGES_MESSAGES.notShared);
      return;
    }
    await this.showFragment(result.fragment, signal);
  }
}
