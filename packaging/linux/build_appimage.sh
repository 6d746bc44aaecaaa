#!/bin/sh
# Wrap the one-folder app (python packaging/build.py) in an AppImage:
#     sh packaging/linux/build_appimage.sh dist/cardavia dist/Cardavia-0.1.0-x86_64.AppImage
# It lays out an AppDir next to the image (dist/Cardavia.AppDir), then runs appimagetool
# (https://github.com/AppImage/appimagetool; set APPIMAGETOOL to its path if it is not on
# PATH). Without appimagetool it stops after the AppDir, which runs as is: AppDir/AppRun.
set -eu

app=$(cd "$1" && pwd)
image=$2
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
id=io.github.cardavia.Cardavia
appdir=$(dirname "$image")/Cardavia.AppDir

rm -rf "$appdir"
mkdir -p "$appdir/usr/lib" "$appdir/usr/share/applications" "$appdir/usr/share/metainfo" "$appdir/usr/share/icons"
cp -a "$app" "$appdir/usr/lib/cardavia"
cp "$here/$id.desktop" "$appdir/usr/share/applications/"
cp "$here/$id.metainfo.xml" "$appdir/usr/share/metainfo/"
cp -a "$repo/assets/icons/hicolor" "$appdir/usr/share/icons/"
mkdir -p "$appdir/usr/share/icons/hicolor/scalable/apps"
cp "$repo/assets/icons/cardavia.svg" "$appdir/usr/share/icons/hicolor/scalable/apps/$id.svg"
# appimagetool wants the desktop file and icon at the top, and AppRun as the entry point.
cp "$here/$id.desktop" "$appdir/"
cp "$repo/assets/icons/hicolor/256x256/apps/$id.png" "$appdir/$id.png"
ln -s "$id.png" "$appdir/.DirIcon"
cat > "$appdir/AppRun" <<'RUN'
#!/bin/sh
here=$(dirname "$(readlink -f "$0")")
exec "$here/usr/lib/cardavia/cardavia" "$@"
RUN
chmod +x "$appdir/AppRun"

tool=${APPIMAGETOOL:-$(command -v appimagetool || true)}
if [ -z "$tool" ]; then
    echo "AppDir ready at $appdir; install appimagetool (or set APPIMAGETOOL) to make $image" >&2
    exit 3
fi
ARCH=${ARCH:-x86_64} "$tool" "$appdir" "$image"
