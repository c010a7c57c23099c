#!/bin/sh
# Writes security.conf at container start: who may read this app's files across origins, and the
# Content-Security-Policy its answers carry (headers.conf sends both). The same policies as the Node servers
# (contracts/src/security-headers.cjs; scripts/compose.test.ts runs this script and compares):
# - the shell's page may run scripts from the site and the remotes' origins (read from the remotes.json that
#   40-palco-remotes-json.sh has just written), and frame FRAME_ORIGINS (default: the API's origin, where
#   the sandbox partner pages run, and its 127.0.0.1 counterpart, the demo's partner QA origin); it may fetch
#   from, play and show AD_ORIGINS, the ad servers (default: the API's origin, where the sandbox ad server runs);
# - a remote's own page only what its own origin serves;
# - every other file, a policy under which nothing runs.
# SITE_ORIGINS (comma-separated, default the shell's port on PUBLIC_HOST) may read across origins.
# And whether a CloudFront-Viewer-Country header a request arrives with goes on to the API (proxy.conf): the
# API takes it for the viewer's country, which refuses content outside Portugal (451) and is an account's
# country at sign-up, so only a CDN in front may set it. By default there is none, and nginx drops what a
# client sent; TRUST_VIEWER_COUNTRY=1 (or true) passes it, for a deployment behind a CDN that sets it on
# every request, or for browser tests that pretend a country here. (The Node servers of scripts/serve.mjs
# pass it unless TRUST_VIEWER_COUNTRY=0: they are the local run, where pretending is the point.)
set -eu

host=${PUBLIC_HOST:-localhost}
root=${HTML_ROOT:-/usr/share/nginx/html}
conf=${PALCO_CONF_DIR:-/etc/nginx/palco}/security.conf

# "a, b,c" → "a b c"
words() { echo "$1" | tr ',' ' ' | xargs; }

site_origins=$(words "${SITE_ORIGINS:-http://$host:3000}")
if [ "${APP:-}" = shell ]; then
    # The scheme, host and port of each manifest URL, once each, in order.
    remotes=$(sed -n 's#^ *"[a-z_]*": *"\(https\{0,1\}://[^/"?]*\).*#\1#p' "$root/remotes.json" | awk '!seen[$0]++' | xargs)
    frames=$(words "${FRAME_ORIGINS:-http://$host:4000,http://127.0.0.1:4000}")
    ads=$(words "${AD_ORIGINS:-http://$host:4000}")
    # Third-party services a deployment configures (thirdPartySourcesOf): the card gateway's script, frames
    # and calls with STRIPE_PUBLISHABLE_KEY, and the error-reporting DSN's origin.
    if [ -n "$(echo "${STRIPE_PUBLISHABLE_KEY:-}" | xargs)" ]; then
        scripts3="https://js.stripe.com"
        frames3="https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com"
        connect3="https://api.stripe.com"
    else
        scripts3= frames3= connect3=
    fi
    reporting=$(echo "${ERROR_REPORTING_DSN:-}" | xargs | sed -n 's|^\(https\{0,1\}://\)\([^@/]*@\)\{0,1\}\([^/?#]*\).*|\1\3|p')
    connect3=$(echo "$connect3 $reporting" | xargs)
else
    remotes=
    frames=
    ads=
    scripts3= frames3= connect3=
fi
with_remotes() { if [ -n "$remotes" ]; then echo "$1 $remotes"; else echo "$1"; fi; }
with_ads() { if [ -n "$ads" ]; then echo "$1 $ads"; else echo "$1"; fi; }
connect=$(echo "$ads $connect3" | xargs)
frames=$(echo "$frames $frames3" | xargs)

policy="default-src $(with_remotes "'self'")"
if [ -n "$connect" ]; then policy="$policy; connect-src $(with_remotes "'self'") $connect"; fi
script="$(with_remotes "'self'")"
if [ -n "$scripts3" ]; then script="$script $scripts3"; fi
policy="$policy; script-src $script"
policy="$policy; style-src $(with_remotes "'self' 'unsafe-inline'")"
policy="$policy; img-src $(with_ads "$(with_remotes "'self' data: blob:")")"
policy="$policy; media-src $(with_ads "'self' blob:"); worker-src 'self' blob:"
policy="$policy; frame-src ${frames:-'none'}"
policy="$policy; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
# Every other file: nothing in it may run or be framed (RESOURCE_POLICY).
resource="default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

# An empty value makes proxy_set_header send no header at all.
case "${TRUST_VIEWER_COUNTRY:-0}" in
    1 | true | TRUE | True) viewer_country='$http_cloudfront_viewer_country' trust=passed ;;
    *) viewer_country='""' trust=dropped ;;
esac

{
    echo "# Written by 41-palco-security.sh at container start."
    echo "map \$http_origin \$palco_cors_origin {"
    echo "    default \"\";"
    for origin in $site_origins; do echo "    \"$origin\" \$http_origin;"; done
    echo "}"
    # Pages and the service worker's script get the page's policy (isPolicyDocument).
    echo "map \"\$sent_http_content_type \$uri\" \$palco_csp {"
    echo "    default \"$resource\";"
    echo "    \"~*^text/html\" \"$policy\";"
    echo "    \"~\\.html\$\" \"$policy\";"
    echo "    \"~ /sw\\.js\$\" \"$policy\";"
    echo "}"
    echo "map \$http_cloudfront_viewer_country \$palco_viewer_country {"
    echo "    default $viewer_country;"
    echo "}"
} > "$conf"
echo "security.conf: CORS for $site_origins; CSP $policy; CloudFront-Viewer-Country $trust"
