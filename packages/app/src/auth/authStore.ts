// The client auth state of spec §3/§4: persisted under the localStorage key
// `auth`, shared by every tab, and always holding a usable token (a guest one
// when nobody is signed in).
import { isLoggedInRole, type XYPoint } from '@bloomkeep/schema';
import { readTokenClaims } from './jwt';

/** localStorage key holding the client auth state (spec §3). */
export const AUTH_STORAGE_KEY = 'auth';

export interface AuthState {
  token: string | null;
  /** The user's id when signed in; a random id for a guest session. */
  id: string;
  /** Token expiry in ms since the epoch. */
  expiry: number | null;
  username: string | null;
  /** Display name for the header (not in spec §3's list, but part of the user details). */
  name: string | null;
  hasImage: boolean;
  emails: string[];
  role: string | null;
  created: string | null;
  lastSignIn: string | null;
  /**
   * The spec's wire shape, x latitude and y longitude: read it only through
   * lngLatFromAuthLocation and write it with authLocationFromLngLat (@bloomkeep/schema).
   */
  location: XYPoint | null;
  notificationDaily: boolean;
  oneThingId: string | null;
}

export function emptyAuthState(newId: () => string = () => crypto.randomUUID()): AuthState {
  return {
    token: null,
    id: newId(),
    expiry: null,
    username: null,
    name: null,
    hasImage: false,
    emails: [],
    role: null,
    created: null,
    lastSignIn: null,
    location: null,
    notificationDaily: false,
    oneThingId: null,
  };
}

/** Tokens this close to expiry are treated as expired, so a request never races it. */
const EXPIRY_SKEW_MS = 30_000;

export interface AuthStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Source of `storage` events from other tabs; omit outside a browser. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
  newId?: () => string;
}

type Listener = () => void;

export class AuthStore {
  private state: AuthState;
  private readonly listeners = new Set<Listener>();
  private guestSignIn: Promise<string> | null = null;
  /** Guest tokens this store signed in for, in this page's lifetime: sessions with no past. */
  private readonly guestTokensBegunHere = new Set<string>();
  private readonly options: Required<Omit<AuthStoreOptions, 'events'>> &
    Pick<AuthStoreOptions, 'events'>;

  constructor(options: AuthStoreOptions) {
    this.options = {
      now: () => Date.now(),
      newId: () => crypto.randomUUID(),
      ...options,
    };
    this.state = this.read();
    options.events?.addEventListener('storage', this.onStorage);
  }

  dispose() {
    this.options.events?.removeEventListener('storage', this.onStorage);
  }

  getState = (): AuthState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isLoggedIn(): boolean {
    return isLoggedInRole(this.state.role) && !this.isExpired();
  }

  isExpired(): boolean {
    const { token, expiry } = this.state;
    if (!token) return true;
    return expiry !== null && expiry - EXPIRY_SKEW_MS <= this.options.now();
  }

  /** Stores a token the server returned and the role, id and expiry it carries. */
  setToken(token: string) {
    const claims = readTokenClaims(token);
    if (!claims) throw new Error('The server returned a malformed token');
    this.write({
      ...this.state,
      token,
      role: claims.role,
      expiry: claims.expiry,
      id: claims.userId ?? this.state.id,
    });
  }

  update(patch: Partial<Omit<AuthState, 'token' | 'role' | 'expiry'>>) {
    this.write({ ...this.state, ...patch });
  }

  /**
   * True for a guest token that this page signed in for: its session began here, so nothing
   * about it (a chat, say) can have been stored on the server before this page loaded.
   */
  isGuestTokenBegunHere(token: string): boolean {
    return this.guestTokensBegunHere.has(token);
  }

  /** Sign-out and expiry: forget everything and start a new guest identity. */
  reset() {
    this.write(emptyAuthState(this.options.newId));
  }

  /**
   * A token that is valid now: the stored one, or, when there is none or it has
   * expired, a fresh guest token. Concurrent callers share one guest sign-in.
   */
  async ensureToken(signInAsGuest: () => Promise<string>): Promise<string> {
    if (!this.isExpired() && this.state.token) return this.state.token;
    if (!this.guestSignIn) {
      if (this.state.token) this.reset();
      this.guestSignIn = signInAsGuest()
        .then((token) => {
          this.guestTokensBegunHere.add(token);
          this.setToken(token);
          return token;
        })
        .finally(() => {
          this.guestSignIn = null;
        });
    }
    return this.guestSignIn;
  }

  private read(): AuthState {
    const raw = this.options.storage.getItem(AUTH_STORAGE_KEY);
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as Partial<AuthState>;
        if (typeof parsed.id === 'string')
          return { ...emptyAuthState(this.options.newId), ...parsed };
      } catch {
        // A corrupt entry is treated as no entry: the user becomes a guest again.
      }
    }
    return emptyAuthState(this.options.newId);
  }

  private write(next: AuthState) {
    this.state = next;
    this.options.storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  private onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    this.state = this.read();
    this.emit();
  };
}
