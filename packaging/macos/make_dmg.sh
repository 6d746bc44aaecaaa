#!/bin/sh
# A drag-to-install disk image for Cardavia.app (macOS only: hdiutil):
#     sh packaging/macos/make_dmg.sh dist/Cardavia.app dist/Cardavia-0.1.0.dmg
# The image shows the app beside a link to /Applications. The app is not signed or
# notarised here: Gatekeeper asks the user to confirm the first start (see packaging/README.md).
set -eu

app=$1
dmg=$2
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT

cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname Cardavia -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg"
