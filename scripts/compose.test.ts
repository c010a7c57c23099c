// No Docker engine runs where the tests run, so this test holds docker-compose.yml and the nginx set-up to
// the fixed topology: every app on its port, the API on PostgreSQL, the shell's five remotes, no-cache on
// what a redeploy changes in place, and the shell's known paths (status 404 for the others) as contracts
// list them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { appPorts, federationNames, remoteAppNames } from '../contracts/src/remotes';
import { knownPathPatterns } from '../contracts/src/route-paths.cjs';
import {
  adOriginsOf,
  thirdPartySourcesOf,
  COMMON_SECURITY_HEADERS,
  frameOriginsOf,
  originsOf,
  pagePolicy,
  RESOURCE_POLICY,
  siteOriginsOf,
} from '../contracts/src/security-headers.cjs';
import { routeTable } from '../contracts/src/routes';

const root = path.resolve(__dirname, '..');

/** The topology is the contracts' own: docker-compose must publish each app where contracts put it. */
const APP_PORTS: Record<string, number> = appPorts;

const REMOTE_PORTS: Record<string, number> = Object.fromEntries(
  remoteAppNames.map((app) => [federationNames[app], appPorts[app]]),
);

interface Service {
  image?: string;
  build?: { args?: Record<string, string> };
  ports?: (string | { published: string | number; target: number })[];
  environment?: Record<string, string> | string[];
}

const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const { services } = compose;

function service(name: string): Service {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

/** Host ports a service publishes, from short ("3001:3001") or long ({ published, target }) syntax. */
function publishedPorts(name: string): number[] {
  return (service(name).ports ?? []).map((port) =>
    typeof port === 'string' ? Number(port.split(':').at(-2)) : Number(port.published),
  );
}

function environment(name: string): Record<string, string> {
  const env = service(name).environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(
    env.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

/** The nginx `location` blocks (matcher and body, comments left out) of every conf file in docker/nginx. */
function nginxLocations(): { matcher: string; body: string }[] {
  const dir = path.join(root, 'docker', 'nginx');
  const text = readdirSync(dir)
    .filter((file) => file.endsWith('.conf') || file.endsWith('.conf.template'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8').replace(/#.*$/gm, ''))
    .join('\n');
  return [...text.matchAll(/location\s+([^{]+)\{([^}]*)\}/g)].map((match) => ({
    matcher: match[1]?.trim() ?? '',
    body: match[2] ?? '',
  }));
}

describe('docker-compose.yml', () => {
  it.each(Object.entries(APP_PORTS))('serves %s on port %i', (app, port) => {
    expect(publishedPorts(app)).toEqual([port]);
    expect(service(app).build?.args).toEqual({ APP: app, PORT: String(port) });
  });

  it('runs the API on PostgreSQL 16', () => {
    expect(service('postgres').image).toMatch(/^postgres:16(\.|-|$)/);
    expect(environment('api').DATABASE_URL).toMatch(/^postgres(ql)?:\/\/[^@]+@postgres:5432\//);
    expect(publishedPorts('api')).toEqual([4000]);
  });

  it('gives the shell exactly the five remotes, each on its port', () => {
    const env = environment('shell');
    const remoteVariables = Object.keys(env).filter((name) => /^REMOTE_.+_URL$/.test(name));
    const expected = Object.keys(REMOTE_PORTS).map((remote) => `REMOTE_${remote.toUpperCase()}_URL`);
    expect(remoteVariables.sort()).toEqual(expected.sort());
    for (const [remote, port] of Object.entries(REMOTE_PORTS)) {
      expect(env[`REMOTE_${remote.toUpperCase()}_URL`]).toMatch(new RegExp(`:${port}/mf-manifest\\.json$`));
    }
  });

  it('writes the remotes list into the shell’s page at container start, and drops its stale copies', () => {
    const html = mkdtempSync(path.join(tmpdir(), 'palco-nginx-'));
    try {
      writeFileSync(
        path.join(html, 'index.html'),
        '<html><head><title>Palco</title></head><body></body></html>',
      );
      writeFileSync(path.join(html, 'index.html.gz'), 'stale');
      writeFileSync(path.join(html, 'index.html.br'), 'stale');
      const env = {
        ...process.env,
        APP: 'shell',
        HTML_ROOT: html,
        REMOTE_MFE_PLAYER_URL: 'https://cdn.example/p/mf-manifest.json?a=1&b=2',
      };
      const script = path.join(root, 'docker', 'nginx', '40-palco-remotes-json.sh');
      execFileSync('sh', [script], { env, stdio: 'ignore' });
      execFileSync('sh', [script], { env, stdio: 'ignore' }); // a restarted container writes it once
      const page = readFileSync(path.join(html, 'index.html'), 'utf8');
      const inline = /<script type="application\/json" id="palco-remotes">(.*?)<\/script><\/head>/.exec(page);
      expect(inline).not.toBeNull();
      expect(page.match(/id="palco-remotes"/g)).toHaveLength(1);
      expect(JSON.parse(inline![1]!)).toEqual(
        JSON.parse(readFileSync(path.join(html, 'remotes.json'), 'utf8')),
      );
      expect(JSON.parse(inline![1]!).mfe_player).toBe('https://cdn.example/p/mf-manifest.json?a=1&b=2');
      expect(existsSync(path.join(html, 'index.html.gz'))).toBe(false);
      expect(existsSync(path.join(html, 'index.html.br'))).toBe(false);
    } finally {
      rmSync(html, { recursive: true, force: true });
    }
  });

  it('writes remotes.json with the same five remotes at container start', () => {
    const script = readFileSync(path.join(root, 'docker', 'nginx', '40-palco-remotes-json.sh'), 'utf8');
    const written = [...script.matchAll(/"(\w+)": "\$\(manifest (\w+) (\d+)\)"/g)].map((match) => ({
      remote: match[1],
      variable: match[2],
      port: Number(match[3]),
    }));
    expect(written).toEqual(
      Object.entries(REMOTE_PORTS).map(([remote, port]) => ({
        remote,
        variable: `REMOTE_${remote.toUpperCase()}_URL`,
        port,
      })),
    );
  });

  it('has a service for every application that owns a route', () => {
    const owners = new Set(routeTable.map((route) => route.owner));
    expect(owners.size).toBeGreaterThan(0);
    for (const owner of owners) expect(Object.keys(services)).toContain(owner);
  });

  it('runs the Playwright suite against the shell', () => {
    expect(environment('playwright').BASE_URL).toBe('http://localhost:3000');
  });
});

describe('nginx set-up', () => {
  it.each(['/index.html', '/mf-manifest.json', '/remoteEntry.js', '/remotes.json'])(
    'serves %s with Cache-Control: no-cache',
    (file) => {
      const location = nginxLocations().find(({ matcher }) => {
        const regex = /^~\*?\s+"?([^"]+)"?$/.exec(matcher);
        return regex?.[1] ? new RegExp(regex[1]).test(file) : matcher === `= ${file}`;
      });
      expect(location?.body).toMatch(/add_header\s+Cache-Control\s+"no-cache"/);
    },
  );

  it('sends the CORS and security headers with every file', () => {
    const headers = readFileSync(path.join(root, 'docker', 'nginx', 'headers.conf'), 'utf8');
    expect(headers).toMatch(/add_header\s+Access-Control-Allow-Origin\s+\$palco_cors_origin\s+always;/);
    expect(headers).toMatch(/add_header\s+Vary\s+Origin\s+always;/);
    expect(headers).toMatch(/add_header\s+Content-Security-Policy\s+\$palco_csp\s+always;/);
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
      expect(headers.toLowerCase()).toContain(`add_header ${name} "${value}" always;`);
    }
    const fileLocations = nginxLocations().filter(({ body }) => body.includes('try_files'));
    expect(fileLocations.length).toBeGreaterThan(0);
    for (const { body } of fileLocations) expect(body).toContain('include /etc/nginx/palco/headers.conf;');
    for (const template of ['shell.conf.template', 'remote.conf.template']) {
      const conf = readFileSync(path.join(root, 'docker', 'nginx', template), 'utf8');
      expect(conf).toMatch(/^include \/etc\/nginx\/palco\/security\.conf;$/m);
    }
    const dockerfile = readFileSync(path.join(root, 'docker', 'app.Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^COPY .*docker\/nginx\/headers\.conf.* \/etc\/nginx\/palco\/$/m);
    expect(dockerfile).toMatch(/^COPY .*docker\/nginx\/41-palco-security\.sh.* \/docker-entrypoint\.d\/$/m);
  });

  /** Runs the container-start scripts for `app` in a scratch folder; returns the security.conf they wrote. */
  function securityConf(app: string, env: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'palco-nginx-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body></body></html>');
      const scriptEnv = { ...process.env, ...env, APP: app, HTML_ROOT: dir, PALCO_CONF_DIR: dir };
      for (const script of ['40-palco-remotes-json.sh', '41-palco-security.sh']) {
        execFileSync('sh', [path.join(root, 'docker', 'nginx', script)], { env: scriptEnv, stdio: 'ignore' });
      }
      return readFileSync(path.join(dir, 'security.conf'), 'utf8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** The policy security.conf gives an answer of `contentType` at `uri`, matched as nginx's map does. */
  function policyIn(conf: string, contentType: string, uri: string): string | undefined {
    const map = /map "\$sent_http_content_type \$uri" \$palco_csp \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const entries = [...map.matchAll(/^\s*("[^"]*"|default)\s+"([^"]*)";$/gm)].map((m) => ({
      key: m[1]!,
      value: m[2]!,
    }));
    const key = `${contentType} ${uri}`;
    const regexes = entries.filter((entry) => entry.key.startsWith('"~'));
    const matched = regexes.find((entry) => {
      const source = entry.key.slice(1, -1);
      return source.startsWith('~*')
        ? new RegExp(source.slice(2), 'i').test(key)
        : new RegExp(source.slice(1)).test(key);
    });
    return (matched ?? entries.find((entry) => entry.key === 'default'))?.value;
  }
  const corsOriginsIn = (conf: string) =>
    [
      ...(/map \$http_origin \$palco_cors_origin \{([^}]*)\}/.exec(conf)?.[1] ?? '').matchAll(
        /"([^"]+)" \$http_origin;/g,
      ),
    ].map((match) => match[1]);

  it('gives the shell’s page the policy the Node servers send, from the same remotes', () => {
    // As compose fills it in when none of the variables it names is set: each takes its default.
    const composeEnv = Object.fromEntries(
      Object.entries(environment('shell')).map(([name, value]) => [
        name,
        value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'),
      ]),
    );
    const env: Record<string, string> = {
      ...composeEnv,
      REMOTE_MFE_PLAYER_URL: 'https://cdn.example/p/mf-manifest.json?a=1',
    };
    const conf = securityConf('shell', env);
    const manifests = Object.keys(REMOTE_PORTS).map(
      (remote) => env[`REMOTE_${remote.toUpperCase()}_URL`] ?? '',
    );
    const page = pagePolicy({
      remoteOrigins: originsOf(manifests),
      frameOrigins: frameOriginsOf(env),
      adOrigins: adOriginsOf(env),
    });
    expect(policyIn(conf, 'text/html', '/index.html')).toBe(page);
    expect(policyIn(conf, 'text/html; charset=utf-8', '/vod/1')).toBe(page);
    expect(policyIn(conf, 'text/javascript', '/sw.js')).toBe(page);
    expect(policyIn(conf, '', '/index.html')).toBe(page); // a 304
    expect(policyIn(conf, 'text/html', '/index.html')).toContain('https://cdn.example');
    expect(policyIn(conf, 'text/javascript', '/main.0a1b2c3d.js')).toBe(RESOURCE_POLICY);
    expect(policyIn(conf, 'application/json', '/remotes.json')).toBe(RESOURCE_POLICY);
    expect(corsOriginsIn(conf)).toEqual(siteOriginsOf(env));
  });

  it('lets the shell’s page fetch, play and show the ad servers given, by default the sandbox one', () => {
    const byDefault = policyIn(securityConf('shell', {}), 'text/html', '/index.html') ?? '';
    expect(byDefault).toContain("media-src 'self' blob: http://localhost:4000;");
    expect(byDefault).toMatch(/connect-src 'self' [^;]* http:\/\/localhost:4000;/);
    expect(byDefault).toMatch(/img-src 'self' data: blob: [^;]* http:\/\/localhost:4000;/);
    const env = { AD_ORIGINS: 'https://ads.example, https://vast.example' };
    const given = policyIn(securityConf('shell', env), 'text/html', '/index.html');
    expect(given).toContain("media-src 'self' blob: https://ads.example https://vast.example;");
    expect(given).not.toContain('http://localhost:4000;');
    expect(given).toBe(
      pagePolicy({
        remoteOrigins: originsOf(Object.values(REMOTE_PORTS).map((port) => `http://localhost:${port}/`)),
        frameOrigins: frameOriginsOf(env),
        adOrigins: adOriginsOf(env),
      }),
    );
  });

  it('lets the shell’s page use the card gateway and reach the error reporter only when they are configured', () => {
    const byDefault = policyIn(securityConf('shell', {}), 'text/html', '/index.html') ?? '';
    expect(byDefault).not.toContain('stripe.com');
    const env = {
      STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
      ERROR_REPORTING_DSN: 'https://public@o1.ingest.example/42',
    };
    const given = policyIn(securityConf('shell', env), 'text/html', '/index.html') ?? '';
    expect(given).toMatch(/script-src 'self' [^;]* https:\/\/js\.stripe\.com;/);
    expect(given).toMatch(/frame-src [^;]*https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com;/);
    expect(given).toMatch(/connect-src [^;]* https:\/\/api\.stripe\.com https:\/\/o1\.ingest\.example;/);
    expect(given).toBe(
      pagePolicy({
        remoteOrigins: originsOf(Object.values(REMOTE_PORTS).map((port) => `http://localhost:${port}/`)),
        frameOrigins: frameOriginsOf(env),
        adOrigins: adOriginsOf(env),
        thirdParty: thirdPartySourcesOf(env),
      }),
    );
    // A remote's own page gets none of it.
    expect(policyIn(securityConf('mfe-checkout', env), 'text/html', '/index.html')).not.toContain('stripe');
  });

  it('gives a remote the policy of its own origin only, and the site’s origins as given', () => {
    const env = { SITE_ORIGINS: 'https://palco.example, https://www.palco.example' };
    const conf = securityConf('mfe-player', env);
    expect(policyIn(conf, 'text/html', '/index.html')).toBe(
      pagePolicy({ remoteOrigins: [], frameOrigins: [] }),
    );
    expect(policyIn(conf, 'application/json', '/mf-manifest.json')).toBe(RESOURCE_POLICY);
    expect(corsOriginsIn(conf)).toEqual(['https://palco.example', 'https://www.palco.example']);
  });

  it('knows exactly the paths of the route table, so a path of no route gets status 404', () => {
    const conf = readFileSync(path.join(root, 'docker', 'nginx', 'routes.conf'), 'utf8').replace(
      /#.*$/gm,
      '',
    );
    const map = /map\s+\$uri\s+\$palco_route\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const entries = map
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    // If this fails, a route was added, removed or changed in contracts/src/route-paths.cjs: put the
    // expected lines in docker/nginx/routes.conf.
    expect(entries).toEqual([
      'default 0;',
      ...knownPathPatterns.map(({ source, ignoreCase }) => `"${ignoreCase ? '~*' : '~'}${source}" 1;`),
    ]);

    const shell = readFileSync(path.join(root, 'docker', 'nginx', 'shell.conf.template'), 'utf8');
    expect(shell).toMatch(/^include \/etc\/nginx\/palco\/routes\.conf;$/m);
    expect(shell).toMatch(/if \(\$palco_route = 0\) \{\s*error_page 404 \/index\.html;\s*return 404;\s*\}/);
    const dockerfile = readFileSync(path.join(root, 'docker', 'app.Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^COPY .*docker\/nginx\/routes\.conf.* \/etc\/nginx\/palco\/$/m);
  });

  /** What security.conf makes of a client's CloudFront-Viewer-Country: the map's value for every request. */
  const viewerCountryIn = (conf: string): string | undefined =>
    /map \$http_cloudfront_viewer_country \$palco_viewer_country \{\s*default ([^;\n]+);\s*\}/.exec(
      conf,
    )?.[1];
  const PASSED = '$http_cloudfront_viewer_country';
  const DROPPED = '""';

  it('drops a client’s CloudFront-Viewer-Country on the way to the API unless told a CDN sets it', () => {
    const proxy = readFileSync(path.join(root, 'docker', 'nginx', 'proxy.conf'), 'utf8').replace(
      /#.*$/gm,
      '',
    );
    expect(proxy).toMatch(/^proxy_set_header\s+CloudFront-Viewer-Country\s+\$palco_viewer_country;$/m);
    const shell = readFileSync(path.join(root, 'docker', 'nginx', 'shell.conf.template'), 'utf8');
    for (const prefix of ['/api/', '/sandbox/']) {
      // The block runs to its closing brace on a line of its own (`${API_URL}` has one of its own).
      const block = new RegExp(
        `location \\^~ ${prefix.replace(/\//g, '\\/')} \\{([\\s\\S]*?)\\n\\s*\\}`,
      ).exec(shell);
      expect({ prefix, body: block?.[1] }).toEqual({
        prefix,
        body: expect.stringContaining('include /etc/nginx/palco/proxy.conf;'),
      });
    }
    const dockerfile = readFileSync(path.join(root, 'docker', 'app.Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^COPY .*docker\/nginx\/proxy\.conf.* \/etc\/nginx\/palco\/$/m);

    // An empty value is no header at all (nginx's proxy_set_header).
    const nginxTrust = (value: string): string | undefined =>
      viewerCountryIn(securityConf('shell', { TRUST_VIEWER_COUNTRY: value }));
    expect(['', '0', 'false', 'yes', '2'].map(nginxTrust)).toEqual(Array(5).fill(DROPPED));
    expect(['1', 'true', 'TRUE'].map(nginxTrust)).toEqual(Array(3).fill(PASSED));

    // Compose trusts it neither at the shell nor at the API unless started with TRUST_VIEWER_COUNTRY=1.
    for (const name of ['shell', 'api']) {
      const value = environment(name).TRUST_VIEWER_COUNTRY ?? '';
      expect({ name, value: value.replace(/\$\{TRUST_VIEWER_COUNTRY:-([^}]*)\}/, '$1') }).toEqual({
        name,
        value: '0',
      });
    }
  });

  it('agrees with the Node servers on TRUST_VIEWER_COUNTRY, except where the local run pretends', () => {
    const values = ['1', 'true', '0', 'false', ''];
    const script = `import { passesViewerCountry } from ${JSON.stringify(
      pathToFileURL(path.join(root, 'scripts', 'lib', 'api-proxy.mjs')).href,
    )};
process.stdout.write(JSON.stringify(JSON.parse(process.argv[1]).map((v) => passesViewerCountry({ TRUST_VIEWER_COUNTRY: v }))));`;
    const node = JSON.parse(
      execFileSync(process.execPath, [
        '--input-type=module',
        '-e',
        script,
        JSON.stringify(values),
      ]).toString(),
    ) as boolean[];
    const nginx = values.map(
      (value) => viewerCountryIn(securityConf('shell', { TRUST_VIEWER_COUNTRY: value })) === PASSED,
    );
    expect(nginx).toEqual([true, true, false, false, false]);
    // Unset, the Node servers of `npm run serve` (the local run, Playwright's) pass it so that a browser
    // test can pretend a country; nginx stands where a deployment would, and drops it.
    expect(node).toEqual([true, true, false, false, true]);
  });

  it.each(['shell.conf.template', 'remote.conf.template'])(
    "%s serves the build's precompressed files, and never by their own names",
    (template) => {
      const conf = readFileSync(path.join(root, 'docker', 'nginx', template), 'utf8');
      expect(conf).toMatch(/^\s*gzip_static\s+on;/m);
      const refuse = nginxLocations().find(({ body }) => /return\s+404;/.test(body));
      const regex = /^~\*?\s+"?([^"]+)"?$/.exec(refuse?.matcher ?? '');
      expect(regex?.[1] && new RegExp(regex[1]).test('/main.0123abcd.js.gz')).toBe(true);
      expect(regex?.[1] && new RegExp(regex[1]).test('/main.0123abcd.js')).toBe(false);
    },
  );
});
