/** The applications of the system, where each is served, and what each remote exposes to the others. */
import type { ComponentType } from 'react';
import { api, apps } from './apps.cjs';
import type { Locale } from './locale';
import { TITLE_PAGE_PATH } from './title-pages';

type AppEntry = (typeof apps)[number];
type RemoteEntry = Extract<AppEntry, { federationName: string }>;

export type AppName = AppEntry['dir'];
/** Every app but the shell, which hosts the others, is a remote. */
export type RemoteAppName = Exclude<AppName, 'shell'>;

export const appNames: readonly AppName[] = apps.map((app) => app.dir);

const isRemote = (app: AppEntry): app is RemoteEntry & { dir: RemoteAppName } => 'federationName' in app;
const remotes: readonly RemoteEntry[] = apps.filter(isRemote);

export const remoteAppNames: readonly RemoteAppName[] = remotes.map((app) => app.dir);

/** Module Federation container name of each remote (a valid JS identifier). */
export const federationNames = Object.fromEntries(
  remotes.map((app) => [app.dir, app.federationName]),
) as Record<RemoteAppName, string>;

/** Local and CI ports; docker-compose publishes the same ones. */
export const appPorts = Object.fromEntries(apps.map((app) => [app.dir, app.port])) as Record<AppName, number>;
export const apiPort: number = api.port;

/** How a remote's named chunks begin: its folder's name without `mfe-` (`catalogue`). */
const chunkPrefixOf = (app: RemoteAppName): string => app.replace(/^mfe-/, '');

/**
 * The chunk name of a remote's own strings for a language that it loads on demand (a dictionary split from
 * its code): `catalogue-i18n-en` for the catalogue's English. Named so, the chunk's file is found in the
 * remote's federation manifest, and the shell's first script starts its download with the page's other files
 * instead of when the remote's code has run and asked for it. A remote that keeps a language in its code
 * (pt_PT, in the remotes whose pages no first visit opens) has none for it, and nothing is asked for.
 */
export function remoteStringsChunk(app: RemoteAppName, locale: Locale): string {
  return `${chunkPrefixOf(app)}-i18n-${locale}`;
}

/**
 * Pages a first visit may open on whose code their remote loads on demand, by the addresses that show
 * them: a title's page. (The TV guide's is not among them: asked for this early, its grid drew in the
 * same stretch of work as the shell's start-up, and Lighthouse counted more blocking time on the guide
 * than the earlier code saved. The guide asks for its grid once its first frame has painted.)
 */
const onDemandPages = {
  title: TITLE_PAGE_PATH,
} as const satisfies Record<string, RegExp>;

export type OnDemandPage = keyof typeof onDemandPages;

/** Which of those pages `pathname` shows, if any. */
export function onDemandPageOf(pathname: string): OnDemandPage | undefined {
  return (Object.keys(onDemandPages) as OnDemandPage[]).find((page) => onDemandPages[page].test(pathname));
}

/**
 * The chunk name of such a page's own code in the remote that renders it: `catalogue-page-title` for the
 * catalogue's title page. Named so, as a remote's strings are (`remoteStringsChunk`), the chunk's files are
 * found in the remote's federation manifest, and the shell's first script asks for them with the remote's
 * entry rather than once the remote's code has run and asked itself, one round trip after the shell's
 * libraries have arrived.
 */
export function remotePageChunk(app: RemoteAppName, page: OnDemandPage): string {
  return `${chunkPrefixOf(app)}-page-${page}`;
}

/**
 * The chunk name of such a page's own strings in one language, which the remote asks for beside the page's
 * code: `catalogue-page-title-i18n-en`. The shell's first script asks for the page's language's with the
 * page's code.
 */
export function remotePageStringsChunk(app: RemoteAppName, page: OnDemandPage, locale: Locale): string {
  return `${remotePageChunk(app, page)}-i18n-${locale}`;
}

/** Shape of `/remotes.json`: federation name → URL of the remote's `mf-manifest.json`. */
export type RemotesManifest = Record<string, string>;

/** Props the shell hands every remote's `./app` lifecycles (single-spa custom props). */
export interface AppMountProps {
  /** Element the application renders into (provided by single-spa-layout). */
  domElement?: HTMLElement;
}

/**
 * What the account popup shows first: the login form (the default), registration step 1 for a team whose
 * screen offers "create an account" directly (e.g. the need-registration popup), or the complete-profile
 * step the shell opens at start for a signed-in account that is not completed (spec section 4).
 */
export type LoginPopupView = 'login' | 'register' | 'complete-profile';

/** Popups a remote exposes for the shell's overlay host; opened with the `overlay:open` event. */
export interface LoginPopupProps {
  onClose: () => void;
  /** Where to go once signed in; defaults to staying on the current page. */
  redirectTo?: string;
  /** Defaults to `login`; the popup links the two either way. */
  initialView?: LoginPopupView;
  /**
   * An e-mail to start the login and registration forms with (e.g. the one the international flow's partner
   * frame sent); the viewer can still change it.
   */
  email?: string;
}

/**
 * The checkout's subscription popup, opened with `overlay:open {name: 'subscribe'}` (spec section 4): the
 * plans, a confirm that goes on to pay, "use a voucher", and "continue free", which closes it.
 */
export interface SubscriptionPopupProps {
  onClose: () => void;
}

/**
 * The catalogue's search suggestions, shown by the shell under its header search box. The catalogue owns the
 * rule (3 characters, 100 ms wait) and the call; the shell only hands over what the viewer types.
 */
export interface SearchSuggestionsProps {
  /** What the viewer has typed so far, as typed. */
  query: string;
  /** Id for the suggestions list, so the search box can point at it with `aria-controls`. */
  id: string;
  /** The viewer followed a suggestion or the "all results" link: the box should close. */
  onNavigate: () => void;
  /** Keyboard focus leaves the list upwards (ArrowUp on the first entry) or with Escape. */
  onLeave: () => void;
}

/**
 * The player's ad break before a trailer (spec sections 4 and 6), which the catalogue renders in its trailer
 * dialog before the trailer's own video. The component decides by itself whether an ad plays: none for a
 * premium viewer, none while the settings' `ads` flag is off or no trailer ad server
 * (`ad_server_url_trailer`) is set; otherwise it asks that ad server (VAST) and plays the pre-roll with the
 * player's ad controls ("Publicidade" with the time left, skip once allowed, the advertiser's link), or
 * shows the ad-blocker notice when the ad or the bait is blocked (and sends the `adblock_detected`
 * analytics event with slot `trailer`, as the player does). It loads its VAST reader only when an ad is
 * due.
 */
export interface TrailerAdBreakProps {
  /**
   * Called exactly once, when the trailer may start: no ad is due, the ad ended, was skipped, failed or
   * timed out, the ad server gave no ad, or the viewer answered the ad-blocker notice. `autoplay` is false
   * only when the viewer chose to see the plans from that notice (the subscription popup opens): the
   * trailer is then shown without starting, as the player leaves a title paused. Never called once the
   * component has unmounted.
   */
  onDone: (autoplay: boolean) => void;
}

/**
 * Modules each remote exposes. Keys are the `exposes` keys of its federation config; the shell and
 * other teams name them only through this table.
 */
export const exposedModules = {
  'mfe-catalogue': { app: './app', searchSuggestions: './search-suggestions' },
  'mfe-player': { app: './app', trailerAdBreak: './trailer-ad-break' },
  'mfe-account': { app: './app', loginPopup: './login-popup' },
  'mfe-checkout': { app: './app', subscriptionPopup: './subscription-popup' },
  'mfe-international': { app: './app' },
} as const satisfies Record<RemoteAppName, Record<string, `./${string}`>>;

/**
 * What each module another team renders must export, by name. The consuming side is typed from this
 * (never by hand), the exposing side's tests check their module against it, and the shell checks the
 * names when the module arrives; a remote loads another's through `shared`'s `loadExposedModule`, which
 * goes through the shell's loader. (`./app` exports single-spa lifecycles; the shell checks those itself.)
 */
export interface ExposedModuleExports {
  'mfe-catalogue': { searchSuggestions: { SearchSuggestions: ComponentType<SearchSuggestionsProps> } };
  'mfe-player': { trailerAdBreak: { TrailerAdBreak: ComponentType<TrailerAdBreakProps> } };
  'mfe-account': { loginPopup: { LoginPopup: ComponentType<LoginPopupProps> } };
  'mfe-checkout': { subscriptionPopup: { SubscriptionPopup: ComponentType<SubscriptionPopupProps> } };
}
export type ExposingApp = keyof ExposedModuleExports;
export type ExposedKey<A extends ExposingApp> = keyof ExposedModuleExports[A] & string;
export type ExposedModule<A extends ExposingApp, K extends ExposedKey<A>> = ExposedModuleExports[A][K];

/** The export names of `ExposedModuleExports`, for checks at run time. */
export const exposedExports: {
  readonly [A in ExposingApp]: {
    readonly [K in ExposedKey<A>]: readonly (keyof ExposedModule<A, K> & string)[];
  };
} = {
  'mfe-catalogue': { searchSuggestions: ['SearchSuggestions'] },
  'mfe-player': { trailerAdBreak: ['TrailerAdBreak'] },
  'mfe-account': { loginPopup: ['LoginPopup'] },
  'mfe-checkout': { subscriptionPopup: ['SubscriptionPopup'] },
};

/** The id `loadRemote` takes for an exposed module, e.g. `mfe_account/login-popup`. */
export function remoteModuleId(app: RemoteAppName, exposed: `./${string}`): string {
  return `${federationNames[app]}/${exposed.slice(2)}`;
}
