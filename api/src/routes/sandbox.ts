import { framedPagePolicy, siteOriginsOf } from '@palco/contracts';
import { NoQuery, type Api } from '../http/schema';
import { scriptHash } from '../http/script-hash';

/**
 * Stands in for the partner's sign-up site that the international flow embeds (spec section 4). It
 * talks to the embedding page only through postMessage, as the real one does.
 */
const INTERNATIONAL_SIGNUP_PAGE = `<!doctype html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Palco Internacional: criar conta</title>
<style>
  body { margin: 0; font-family: Helvetica, Arial, sans-serif; background: #10131a; color: #f4f4f6; }
  main { max-width: 420px; margin: 0 auto; padding: 32px 20px; }
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  p { color: #b9bcc6; line-height: 1.5; }
  label { display: block; margin: 24px 0 8px; font-weight: 700; }
  input { box-sizing: border-box; width: 100%; padding: 12px; border-radius: 6px; border: 1px solid #3a3f4d;
    background: #1b1f2a; color: inherit; font-size: 1rem; }
  button { width: 100%; margin-top: 16px; padding: 12px; border: 0; border-radius: 6px; font-size: 1rem;
    font-weight: 700; cursor: pointer; }
  #continue { background: #e50046; color: #fff; }
  #logged { background: transparent; color: #f4f4f6; border: 1px solid #3a3f4d; }
  .error { color: #ff7a93; min-height: 1.2em; margin: 8px 0 0; }
</style>
</head>
<body>
<main>
  <h1>Vê o Palco em qualquer lugar</h1>
  <p>Cria a tua conta para veres cinema, séries e canais portugueses fora de Portugal.</p>
  <form id="signup" novalidate>
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="email" placeholder="nome@exemplo.pt" required>
    <p class="error" id="error" role="alert"></p>
    <button id="continue" type="submit">Continuar</button>
  </form>
  <button id="logged" type="button">Já tenho conta</button>
</main>
<script>
  (function () {
    var post = function (message) { window.parent.postMessage(message, '*'); };
    // The content's own height: the document's scrollHeight never drops below the frame's current height.
    var reportHeight = function () { post({ iframeHeight: Math.ceil(document.querySelector('main').getBoundingClientRect().height) }); };
    document.getElementById('signup').addEventListener('submit', function (event) {
      event.preventDefault();
      var email = document.getElementById('email').value.trim().toLowerCase();
      var valid = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email);
      document.getElementById('error').textContent = valid ? '' : 'Indica um e-mail válido.';
      if (valid) post({ email: email });
    });
    document.getElementById('logged').addEventListener('click', function () { post({ userLogged: true }); });
    window.addEventListener('resize', reportHeight);
    window.addEventListener('load', reportHeight);
  })();
</script>
</body>
</html>
`;

/** The CSP hash sources of a page's inline scripts, which are all it may run. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => scriptHash(body ?? ''));
}

export function sandboxRoutes(app: Api, env: NodeJS.ProcessEnv): void {
  // Framed by the site's pages (the international flow), and by nobody else.
  const signupPolicy = framedPagePolicy({
    scriptHashes: inlineScriptHashes(INTERNATIONAL_SIGNUP_PAGE),
    siteOrigins: siteOriginsOf(env),
  });
  app.get('/sandbox/international/signup', { schema: { querystring: NoQuery } }, (_request, reply) =>
    reply
      .header('content-security-policy', signupPolicy)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(INTERNATIONAL_SIGNUP_PAGE),
  );
}
