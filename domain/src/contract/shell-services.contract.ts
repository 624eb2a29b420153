// What the shell hands to every remote (types only): the one session and the one HTTP client, so
// the shop and admin screens share the visitor's sign-in and its token refresh with the header.
// The shell renders a remote's routes component as <RemoteRoutes services={...} />.

import type { UserRole } from '../accounts/user-role';
import type { LoginResponseDto } from './user.contract';

/** The signed-in visitor as the browser stores it (spec §3 'Client storage'). */
export interface SessionSnapshot {
  /** The access token; signed in means a token is present. */
  readonly token: string | null;
  readonly userId: number | null;
  readonly role: UserRole | null;
}

/** Nobody signed in: what a page is rendered as on the server and hydrated as in the browser. */
export const SIGNED_OUT_SESSION: SessionSnapshot = Object.freeze({ token: null, userId: null, role: null });

export interface ShellSession {
  /** The current state: the same object until it changes (fits React's useSyncExternalStore). */
  getSnapshot(): SessionSnapshot;
  /** Called on every change, including sign-in and sign-out in another tab. Returns unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stores a successful POST /api/auth/login answer. */
  signIn(login: LoginResponseDto): void;
  /** Revokes the refresh token (POST /api/auth/logout), then clears the stored session. */
  logOut(): Promise<void>;
}

/**
 * Who a request is made as:
 * - 'session' (default): with the bearer token; a 401 or 403 refreshes the token once and retries,
 *   and when the refresh is refused the session is cleared and the visitor sent to /login;
 * - 'session-quiet': the same renewal, but when it is refused the call simply fails and the session
 *   is left for a call the visitor waits for to end (background calls such as the cart badge);
 * - 'anonymous': no token and no refresh (log in, register, password reset).
 */
export type HttpAuth = 'session' | 'session-quiet' | 'anonymous';

export interface HttpRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly auth?: HttpAuth;
}

/** Why a request did not succeed. Expected failures are values, never thrown. */
export type HttpFailure =
  /** No answer at all; message is the spec's 'Network Error'. */
  | { readonly kind: 'network'; readonly status: 0; readonly message: string }
  /** A non-2xx answer; message is the server's { error } text, or null when it sent none. */
  | { readonly kind: 'status'; readonly status: number; readonly message: string | null }
  /** An answer that should have been JSON and was not; text is its body. */
  | { readonly kind: 'not-json'; readonly status: number; readonly text: string };

/** A success; `header` reads the answer's headers (a paged list's Link and X-Total-Count), absent from a shell older than issue 27. */
export type HttpResult<T> =
  { readonly ok: true; readonly status: number; readonly data: T; readonly header?: (name: string) => string | null } | ({ readonly ok: false } & HttpFailure);

/** The bytes of a downloaded file: in the browser a Blob (the domain names no DOM type). */
export interface HttpFileBytes {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A file the server sent as a download, with the name its Content-Disposition gave (null when none). */
export interface HttpFile {
  readonly blob: HttpFileBytes;
  readonly fileName: string | null;
}

/** The one HTTP client of the front ends: same-origin JSON calls under /api/. */
export interface ShellHttpClient {
  request<T>(path: string, request?: HttpRequest): Promise<HttpResult<T>>;
  /**
   * A GET whose answer is a file (an export), as the session's request: the bearer token, one
   * renewal when refused; a refusal reads the server's { error } like request. Absent from a
   * shell older than issue 27.
   */
  download?(path: string): Promise<HttpResult<HttpFile>>;
}

export interface ShellServices {
  readonly session: ShellSession;
  readonly http: ShellHttpClient;
}

/** Props of the routes component every remote exposes as './routes'. */
export interface RemoteRoutesProps {
  readonly services: ShellServices;
}

/**
 * Dispatched on window by a remote after every successful cart change or order; the shell's header
 * then refetches its cart badge (GET /api/cart/count).
 */
export const CART_CHANGED_EVENT = 'shop:cart-changed';

/**
 * How code rendering on the server reads the public API: the same paths and JSON answers the
 * browser gets (the server answers them in-process), so the state it serialises is exactly what
 * the browser would have fetched.
 */
export type ServerApiGet = (path: string) => Promise<ServerApiAnswer>;

export interface ServerApiAnswer {
  readonly status: number;
  readonly body: unknown;
  /** Reads the answer's headers (a catalogue page's X-Total-Count); absent from a server older than issue 30. */
  readonly header?: (name: string) => string | null;
}

/**
 * What a remote's server entry prepares for one URL: its routes component bound to the data it
 * fetched, and that data serialised for the browser to hydrate without fetching it again.
 * `Routes` is the remote's routes component (a React component type; the domain names no React type).
 */
export interface RemoteServerPage<Routes> {
  readonly Routes: Routes;
  /** JSON-serialisable; the browser reads it back from the page before hydrating. */
  readonly state: unknown;
  /** The page's lazily loaded parts (webpackChunkName): their stylesheets go into the page's head. */
  readonly chunkGroups: readonly string[];
}

/** The id of the <script type="application/json"> that carries a remote's server state in the page. */
export const remoteStateElementId = (remote: string) => `${remote}-state`;

/** The attribute a remote sets on <html> once its part of the page is live (hydrated or rendered). */
export const remoteHydratedAttribute = (remote: string) => `data-${remote}-hydrated`;

/** The attribute the shell sets on <html> once its own parts (header, footer, cookie banner) are live. */
export const SHELL_HYDRATED_ATTRIBUTE = remoteHydratedAttribute('shell');

/**
 * A part of a server-rendered page that hydrates on its own, after the shell (its code loads
 * lazily: the cookie banner), carries `part` from the server on, and `live` once it is live: the
 * page's loader holds a press inside it until then. A control marked `closes` closes its part
 * (the banner's choices): pressed before the part is live, the loader hides the part at once by
 * marking it `closing`, and the held press records the choice once the part is live.
 */
export const HYDRATES_ALONE_ATTRIBUTES = { part: 'data-hydrates-alone', live: 'data-live', closes: 'data-closes-part', closing: 'data-closing' } as const;

/**
 * Set on <html> by a server-rendered page's loader (shell/public/start-after-paint.js) when the
 * visitor pressed something before the page was live: that press is the first interaction, so the
 * shell starts the remote at once instead of waiting for another.
 */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

/**
 * Set by that loader on the control whose press it holds until the control's part is live, so the
 * press shows at once as taken (the shell's stylesheet dims it); removed when the press is repeated.
 */
export const HELD_PRESS_ATTRIBUTE = 'data-held-press';

/**
 * On a control that sends a visitor nobody is signed in as to /login, coming back to the page
 * (loginReturningTo: «В корзину»). Pressed before its part is live by a browser that keeps no
 * session, that loader opens /login at once, as the server renders it, instead of holding the press.
 */
export const SIGN_IN_FIRST_ATTRIBUTE = 'data-sign-in-first';

/**
 * Attributes of a server-rendered page's #root: the remote's part hydrates once the page is idle
 * after loading, or on the visitor's first interaction before that, and these are the remote's
 * scripts to fetch then (space-separated URLs).
 */
export const DEFERRED_REMOTE_ATTRIBUTES = { remote: 'data-deferred-remote', scripts: 'data-deferred-scripts' } as const;
