/**
 * The browser's view of the session, as events. The server is the truth (the
 * root loader sends the session with every page); this store turns changes
 * of it into the session events, tells the site's other tabs, and asks this
 * tab to reload its data when another tab changed the session.
 */
export const authEvents = ["INITIAL_SESSION", "SIGNED_IN", "SIGNED_OUT", "TOKEN_REFRESHED", "USER_UPDATED", "PASSWORD_RECOVERY", "MFA_CHALLENGE_VERIFIED"] as const;
export type AuthEvent = (typeof authEvents)[number];

export interface AuthSession {
  readonly user: { readonly id: string };
  readonly expiresAt: string;
}

export type AuthListener = (event: AuthEvent, session: AuthSession | null) => void;

interface Message {
  readonly event: AuthEvent;
  readonly userId: string | null;
}

export const AUTH_CHANNEL = "rgv-auth";
/** The spec's refresh check: every 30 s, refreshing when 3 or fewer ticks remain. */
export const REFRESH_TICK_MS = 30_000;
export const REFRESH_MARGIN_TICKS = 3;

function sameUser(a: AuthSession["user"], b: AuthSession["user"]): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => left[key] === right[key]);
}

/** Which event turns `before` into `after`; undefined when nothing a listener cares about changed. */
export function sessionEvent(before: AuthSession | null | undefined, after: AuthSession | null): AuthEvent | undefined {
  if (before === undefined) return "INITIAL_SESSION";
  if (!before && after) return "SIGNED_IN";
  if (before && !after) return "SIGNED_OUT";
  if (!before || !after) return undefined;
  if (before.user.id !== after.user.id) return "SIGNED_IN";
  if (!sameUser(before.user, after.user)) return "USER_UPDATED";
  if (after.expiresAt > before.expiresAt) return "TOKEN_REFRESHED";
  return undefined;
}

export class AuthStore {
  private session: AuthSession | null | undefined;
  private readonly listeners = new Set<AuthListener>();
  private channel: BroadcastChannel | undefined;
  private reload: (() => void) | undefined;
  /** Set while this tab reloads because another tab said so: the change it brings is not news to the others. */
  private remote = false;
  /** Set when this tab passed the second step of signing in: the session that arrives next is its outcome. */
  private challengePassed = false;

  constructor(private readonly channelName = AUTH_CHANNEL) {}

  /** Starts listening to the other tabs; `reload` fetches this tab's session again. Returns the disconnect. */
  connect(reload: () => void): () => void {
    this.reload = reload;
    if (typeof BroadcastChannel === "undefined") return () => undefined;
    const channel = new BroadcastChannel(this.channelName);
    channel.onmessage = (message: MessageEvent<Message>) => {
      const current = this.session?.user.id ?? null;
      if (message.data.userId !== current || message.data.event === "USER_UPDATED" || message.data.event === "TOKEN_REFRESHED") {
        this.remote = true;
        this.reload?.();
      }
    };
    this.channel = channel;
    return () => {
      channel.close();
      if (this.channel === channel) this.channel = undefined;
      this.reload = undefined;
    };
  }

  subscribe(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  current(): AuthSession | null {
    return this.session ?? null;
  }

  /** Takes the session the server just sent and emits the event it amounts to, telling the other tabs. */
  sync(next: AuthSession | null): void {
    const event = sessionEvent(this.session, next);
    const remote = this.remote;
    this.remote = false;
    this.session = next;
    if (!event) return;
    if (event === "SIGNED_IN" && this.challengePassed) {
      this.challengePassed = false;
      this.emit("MFA_CHALLENGE_VERIFIED");
      if (!remote) this.channel?.postMessage({ event: "MFA_CHALLENGE_VERIFIED", userId: next?.user.id ?? null } satisfies Message);
    }
    this.emit(event);
    if (!remote) this.channel?.postMessage({ event, userId: next?.user.id ?? null } satisfies Message);
  }

  /**
   * Says this tab passed the second step (a code, a recovery code or a passkey): the session the page
   * reloads next is announced as MFA_CHALLENGE_VERIFIED, here and to the other tabs, then SIGNED_IN.
   */
  passedChallenge(): void {
    this.challengePassed = true;
  }

  /** Emits an event this tab learnt of by itself, such as arriving from a password-reset link. */
  emit(event: AuthEvent): void {
    for (const listener of this.listeners) listener(event, this.session ?? null);
  }

  /** Whether the session ends within the refresh margin, so that it should be fetched (and so extended) now. */
  needsRefresh(now = Date.now()): boolean {
    if (!this.session) return false;
    return new Date(this.session.expiresAt).getTime() - now <= REFRESH_TICK_MS * REFRESH_MARGIN_TICKS;
  }
}

/** The tab's one store. */
export const authStore = new AuthStore();
