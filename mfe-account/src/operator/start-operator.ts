import type { OperatorProvider } from '@palco/contracts';
import { safeTarget } from '../navigation/profile-choice';
import { savePending, startSocialSignIn } from '../social/social-flow';

/**
 * Leaves for the operator's sign-in page (authorization code with PKCE), keeping what its answer needs;
 * the answer comes back to `/auth/{operator}`.
 */
export async function startOperatorSignIn(
  provider: OperatorProvider,
  options: { returnTo: string; locale: string; go?: (url: URL) => void },
): Promise<void> {
  const { url, pending } = await startSocialSignIn(provider, {
    returnTo: safeTarget(options.returnTo),
    locale: options.locale,
  });
  savePending(pending);
  (options.go ?? ((target: URL) => window.location.assign(target.href)))(url);
}
