/**
 * Answers to API calls that the shell's first script (`start.js`) asked for before any app's code had
 * arrived, handed to shared's HTTP client, which takes each one once instead of asking the network again.
 * They travel on the window because the two are separate builds: the first script carries neither the
 * federation runtime nor any shared library.
 *
 * An answer is keyed by the request's path as the client sends it (`/api/v1/content/section/home`), and is
 * always a visitor's: the first script asks without a token, and the client takes an answer only for a
 * request without one. It settles to the response when the server answered with success, else to
 * `undefined`, and the client then asks the network itself.
 */
export type EarlyAnswer = Promise<Response | undefined>;

/**
 * How long an offered answer may wait to be taken. The first script's answers are for the page's first
 * screen; one its app never asked for (it failed to load, or the viewer left the page first) must not
 * answer a later visit to the same address with what the server said then.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

declare global {
  interface Window {
    palcoEarlyAnswers?: Map<string, { answer: EarlyAnswer; at: number }>;
  }
}

/** Where a signed-in viewer's token is kept (localStorage): the first script asks only for visitors. */
export const AUTH_TOKEN_KEY = 'palco.authorization';

export function offerEarlyAnswer(
  path: string,
  answer: EarlyAnswer,
  win: Window = window,
  now: number = Date.now(),
): void {
  win.palcoEarlyAnswers ??= new Map();
  win.palcoEarlyAnswers.set(path, { answer, at: now });
}

/**
 * The answer offered for `path`, once and while it is fresh (`EARLY_ANSWER_MAX_AGE_MS`): the next request
 * for it goes to the network.
 */
export function takeEarlyAnswer(
  path: string,
  win: Window = window,
  now: number = Date.now(),
): EarlyAnswer | undefined {
  const answers = win.palcoEarlyAnswers;
  const offered = answers?.get(path);
  answers?.delete(path);
  return offered && now - offered.at <= EARLY_ANSWER_MAX_AGE_MS ? offered.answer : undefined;
}
