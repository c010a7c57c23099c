import axios, {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { type EarlyAnswer, takeEarlyAnswer } from '@palco/contracts';

/**
 * The answer the page's first script already has for this request, if any (contracts' early answers): only
 * for a visitor's plain GET whose body is read as JSON or text, as the script asked for its own.
 */
function earlyAnswerFor(config: InternalAxiosRequestConfig): EarlyAnswer | undefined {
  if (config.method !== 'get' || config.headers.has('Authorization')) return undefined;
  if (config.responseType && config.responseType !== 'json' && config.responseType !== 'text')
    return undefined;
  return takeEarlyAnswer(axios.getUri(config));
}

/** An early request the server never finishes does not hold the call past the call's own timeout. */
async function withinTimeout(
  answer: EarlyAnswer | undefined,
  ms: number | undefined,
): Promise<Response | undefined> {
  if (!answer || !ms) return answer;
  let timer: number | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, ms);
  });
  return Promise.race([answer, late]).finally(() => window.clearTimeout(timer));
}

async function toAxiosResponse(
  response: Response,
  config: InternalAxiosRequestConfig,
): Promise<AxiosResponse> {
  const headers = new AxiosHeaders();
  response.headers.forEach((value, name) => headers.set(name, value));
  // As text, which the client's response transform parses, exactly as it parses the network's answers.
  const data = await response.text();
  return { data, status: response.status, statusText: response.statusText, headers, config, request: null };
}

/**
 * The network's adapter, but a request the page's first script has already answered takes that answer
 * instead: the home's and a title page's data are asked for while the apps' code is still arriving, not
 * once it has run. An answer that failed, or that is not there, leaves the request to the network.
 */
export function withEarlyAnswers(network: () => AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const response = await withinTimeout(earlyAnswerFor(config), config.timeout);
    return response ? toAxiosResponse(response, config) : network()(config);
  };
}
