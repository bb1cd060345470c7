import { NOTIFICATION_TIMEOUT_MS } from '@bloomkeep/schema';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { vars } from '../../themes/contract.css';
import { usePortalThemeClass } from '../Popover/Popover';
import * as styles from './Toast.css';

export type ToastTone = 'positive' | 'negative' | 'info';

export interface ToastOptions {
  /** A short bold heading before the message. */
  title?: string;
  /**
   * Milliseconds until it dismisses itself (default 5000, spec §9); `null` keeps it until closed.
   * The timer pauses while the pointer or focus is in the notifications.
   */
  timeout?: number | null;
  /** Called when the toast closes, by timeout or by the user. */
  onClose?: () => void;
  /**
   * One action the message offers, such as Undo: a button in the toast. Pressing it closes
   * the toast and calls `onAction`. Keep another way to do it (spec: toasts are not the only copy).
   */
  action?: { label: string; onAction: () => void };
}

export interface ToastApi {
  /** Raises a toast and returns its id (for `dismiss`). */
  positive(message: string, options?: ToastOptions): string;
  negative(message: string, options?: ToastOptions): string;
  info(message: string, options?: ToastOptions): string;
  dismiss(id: string): void;
}

interface ToastContent {
  tone: ToastTone;
  message: string;
  title?: string;
  action?: ToastOptions['action'];
}

const ToastContext = createContext<ToastApi | null>(null);

const toneIcon = { positive: CircleCheck, negative: CircleAlert, info: Info } as const;

export interface ToastProviderProps {
  children: ReactNode;
  /** At most this many toasts show at once; older ones wait. */
  maxVisibleToasts?: number;
}

/**
 * F6 (or Shift+F6) moves focus to the newest toast, and from the notifications back to where
 * it was: React Spectrum's toast region shortcut. react-aria's landmark manager handles F6 too,
 * but it lands on the region itself and, with no other landmark registered, cannot leave it.
 * Listening on window, in the capture phase, runs before that manager's document listener.
 */
function useToastRegionShortcut(region: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    let returnTo: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const inside = region.current?.contains(event.target as Node) ?? false;
      const from = event.relatedTarget;
      if (inside && from instanceof HTMLElement && !region.current?.contains(from)) {
        returnTo = from;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F6' || event.altKey || event.ctrlKey || event.metaKey) return;
      const current = region.current;
      if (!current?.isConnected) return;
      const active = document.activeElement;
      if (active && current.contains(active)) {
        if (!returnTo?.isConnected) return;
        returnTo.focus();
      } else {
        // The newest toast: react-aria's queue puts it first.
        const newest = current.querySelector<HTMLElement>('[role="alertdialog"]');
        if (!newest) return;
        returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
        newest.focus();
      }
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('focusin', onFocusIn, true);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [region]);
}

/**
 * Holds the notification queue and renders the "Notifications" region. Place it inside
 * ThemeProvider. F6 moves focus to the newest toast and back (useToastRegionShortcut).
 */
export function ToastProvider({ children, maxVisibleToasts = 5 }: ToastProviderProps) {
  const themed = usePortalThemeClass();
  const regionRef = useRef<HTMLDivElement>(null);
  useToastRegionShortcut(regionRef);
  const [queue] = useState(() => new ToastQueue<ToastContent>({ maxVisibleToasts }));
  const api = useMemo<ToastApi>(() => {
    const add =
      (tone: ToastTone) =>
      (message: string, options: ToastOptions = {}) => {
        const timeout = options.timeout === undefined ? NOTIFICATION_TIMEOUT_MS : options.timeout;
        return queue.add(
          { tone, message, title: options.title, action: options.action },
          { timeout: timeout ?? undefined, onClose: options.onClose },
        );
      };
    return {
      positive: add('positive'),
      negative: add('negative'),
      info: add('info'),
      dismiss: (id) => queue.close(id),
    };
  }, [queue]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <AriaToastRegion
        ref={regionRef}
        queue={queue}
        aria-label="Notifications"
        className={`${themed} ${styles.region}`}
      >
        <AriaToastList<ToastContent> className={styles.list}>
          {({ toast }) => {
            const { tone, message, title, action } = toast.content;
            const Icon = toneIcon[tone];
            return (
              <AriaToast toast={toast} className={`${styles.toast} ${styles.tone[tone]}`}>
                <span className={`${styles.icon} ${styles.iconTone[tone]}`} aria-hidden="true">
                  <Icon size={20} />
                </span>
                <AriaToastContent className={styles.content}>
                  {title ? (
                    <Text slot="title" className={styles.title}>
                      {title}
                    </Text>
                  ) : null}
                  <Text slot={title ? 'description' : 'title'}>{message}</Text>
                </AriaToastContent>
                {action ? (
                  <AriaButton
                    className={styles.action}
                    onPress={() => {
                      queue.close(toast.key);
                      action.onAction();
                    }}
                  >
                    {action.label}
                  </AriaButton>
                ) : null}
                <AriaButton slot="close" aria-label="Close" className={styles.close}>
                  <X size={18} aria-hidden="true" />
                </AriaButton>
              </AriaToast>
            );
          }}
        </AriaToastList>
      </AriaToastRegion>
    </ToastContext.Provider>
  );
}

/** Raises notifications: `const toast = useToast(); toast.positive('Thing saved')`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}

export interface ToastPreviewProps {
  /** The toasts to show, newest last (as they stack in the region). */
  toasts: { tone: ToastTone; message: string; title?: string }[];
}

/**
 * A still picture of toasts, in the page flow: the same look, but not fixed to the viewport's
 * corner, not announced, never dismissing themselves, and their Close buttons do nothing. For docs
 * pages and design reviews; raise real toasts with `useToast`.
 */
export function ToastPreview({ toasts }: ToastPreviewProps) {
  return (
    <ol
      aria-label="Notifications (preview)"
      className={styles.list}
      style={{
        flexDirection: 'column',
        maxWidth: 380,
        fontFamily: vars.font.family.body,
        fontSize: vars.font.size.medium,
        lineHeight: vars.font.lineHeight.normal,
      }}
    >
      {toasts.map(({ tone, message, title }, index) => {
        const Icon = toneIcon[tone];
        return (
          <li key={index} className={`${styles.toast} ${styles.tone[tone]}`}>
            <span className={`${styles.icon} ${styles.iconTone[tone]}`} aria-hidden="true">
              <Icon size={20} />
            </span>
            <div className={styles.content}>
              {title ? <span className={styles.title}>{title}</span> : null}
              <span>{message}</span>
            </div>
            <AriaButton aria-label="Close" className={styles.close}>
              <X size={18} aria-hidden="true" />
            </AriaButton>
          </li>
        );
      })}
    </ol>
  );
}
