#!/bin/sh
# Writes the shell's /remotes.json from the environment at container start, so one shell image serves any
# set of remote URLs: REMOTE_<NAME>_URL, else the remote's port on PUBLIC_HOST (default localhost).
set -eu
[ "${APP:-}" = shell ] || exit 0

host=${PUBLIC_HOST:-localhost}
manifest() {
    eval "url=\${$1:-}"
    echo "${url:-http://$host:$2/mf-manifest.json}"
}

cat > /usr/share/nginx/html/remotes.json <<JSON
{
  "mfe_catalogue": "$(manifest REMOTE_MFE_CATALOGUE_URL 3001)",
  "mfe_player": "$(manifest REMOTE_MFE_PLAYER_URL 3002)",
  "mfe_account": "$(manifest REMOTE_MFE_ACCOUNT_URL 3003)",
  "mfe_checkout": "$(manifest REMOTE_MFE_CHECKOUT_URL 3004)",
  "mfe_international": "$(manifest REMOTE_MFE_INTERNATIONAL_URL 3005)"
}
JSON
echo "remotes.json: $(tr -d '\n' < /usr/share/nginx/html/remotes.json)"
