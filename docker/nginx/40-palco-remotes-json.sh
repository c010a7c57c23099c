#!/bin/sh
# Writes the shell's /remotes.json from the environment at container start, so one shell image serves any
# set of remote URLs: REMOTE_<NAME>_URL, else the remote's port on PUBLIC_HOST (default localhost).
set -eu
[ "${APP:-}" = shell ] || exit 0

host=${PUBLIC_HOST:-localhost}
# Where nginx serves the shell from (another folder only when the script is tried outside the image).
root=${HTML_ROOT:-/usr/share/nginx/html}
manifest() {
    eval "url=\${$1:-}"
    echo "${url:-http://$host:$2/mf-manifest.json}"
}

cat > $root/remotes.json <<JSON
{
  "mfe_catalogue": "$(manifest REMOTE_MFE_CATALOGUE_URL 3001)",
  "mfe_player": "$(manifest REMOTE_MFE_PLAYER_URL 3002)",
  "mfe_account": "$(manifest REMOTE_MFE_ACCOUNT_URL 3003)",
  "mfe_checkout": "$(manifest REMOTE_MFE_CHECKOUT_URL 3004)",
  "mfe_international": "$(manifest REMOTE_MFE_INTERNATIONAL_URL 3005)"
}
JSON
echo "remotes.json: $(tr -d '\n' < $root/remotes.json)"

# The same list inline in the page, so the shell starts the first remote without fetching it first
# (scripts/lib/shell-page.mjs does this for the Node servers). The build's compressed copies of the page
# no longer match it: nginx compresses the page as it sends it instead.
html=$root/index.html
inline="<script type=\"application/json\" id=\"palco-remotes\">$(tr -d '\n' < $root/remotes.json | sed -e 's/</\\u003c/g' -e 's/&/\\\\&/g')</script>"
if ! grep -q 'id="palco-remotes"' "$html"; then
    awk -v inline="$inline" '{ sub(/<\/head>/, inline "</head>"); print }' "$html" > "$html.tmp" && mv "$html.tmp" "$html"
    rm -f "$html.gz" "$html.br"
fi
