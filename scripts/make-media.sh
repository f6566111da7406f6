#!/usr/bin/env bash
# Renders the shipped media into assets/media/ (docs/decisions/010-look-name-and-privacy.md): neutral insurer wordmarks (no real logos),
# the hero video with its poster, the sphere animation and the Open Graph image. Needs ffmpeg (libx264,
# libwebp) and rsvg-convert; the outputs are committed, so `npm start` needs neither.
# Reproducible: fixed sizes, fonts from the system (Liberation Sans), -bitexact, no timestamps in metadata.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=assets/media
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT/logos" "$OUT/site-media" "$OUT/sphere-animations"

FONT="Liberation Sans, DejaVu Sans, sans-serif"
PRIMARY="#1e3a8a"
TEAL="#0f766e"

xml_escape() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g'; }

# --- 1. Insurer wordmarks: "<display name>|<file name>" (the mapping of app/features/media/insurer-logos.ts).
while IFS='|' read -r name file; do
  [ -z "$name" ] && continue
  label=$(printf '%s' "$name" | xml_escape)
  size=34
  [ ${#name} -gt 12 ] && size=28
  [ ${#name} -gt 16 ] && size=24
  cat >"$TMP/logo.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">
  <rect width="320" height="120" fill="#ffffff"/>
  <text x="160" y="62" text-anchor="middle" dominant-baseline="middle" font-family="$FONT"
        font-weight="700" font-size="$size" fill="#334155" letter-spacing="0.5">$label</text>
  <rect x="128" y="86" width="64" height="3" rx="1.5" fill="#94a3b8"/>
</svg>
SVG
  rsvg-convert -w 320 -h 120 "$TMP/logo.svg" -o "$OUT/logos/$file"
done <<'LIST'
Allianz|Allianz.png
HanseMerkur|HanseMerkur.png
Gothaer|Gothaer.png
Signal Iduna|Signal+Iduna.png
ARAG|ARAG.png
Nürnberger|Nuernberger.png
Württembergische|Wuerttembergische.png
Münchener Verein|Muenchener+Verein.png
DKV|DKV.png
HUK-COBURG|HUK-COBURG.png
Hallesche|Hallesche.png
LKH|LKH.png
LVM|LVM.png
Mecklenburgische|Mecklenburgische.png
Ottonova|Ottonova.png
Provinzial|Provinzial.png
UKV|UKV.png
Universa|Universa.png
VRK|VRK.png
Inter|Inter.png
Barmenia|Barmenia.png
Concordia|Concordia.png
Continentale|Continentale.png
Debeka|Debeka.png
LIST

# Placeholder: a neutral grey card with a shield outline and the word "Versicherer".
cat >"$TMP/placeholder.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">
  <rect width="320" height="120" fill="#f1f5f9"/>
  <path d="M92 38l14 5v11c0 9-6 16-14 19-8-3-14-10-14-19V43z" fill="none" stroke="#94a3b8" stroke-width="3"/>
  <text x="124" y="62" dominant-baseline="middle" font-family="$FONT" font-weight="700" font-size="24" fill="#64748b">Versicherer</text>
</svg>
SVG
rsvg-convert -w 320 -h 120 "$TMP/placeholder.svg" -o "$OUT/logos/placeholder.png"

# --- 2. Hero video: 960x540, 6 s, H.264 + a quiet AAC chord, faststart. Foreground rendered from SVG.
cat >"$TMP/hero-fg.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
  <g transform="translate(80 150)">
    <rect width="120" height="120" rx="26" fill="#ffffff" fill-opacity="0.14"/>
    <path d="M60 22l30 11v23c0 21-13 36-30 42-17-6-30-21-30-42V33z" fill="#ffffff"/>
    <path d="M54 45h12v12h12v12H66v12H54V69H42V57h12z" fill="$TEAL"/>
  </g>
  <text x="240" y="196" font-family="$FONT" font-weight="700" font-size="46" fill="#ffffff">Private Krankenversicherung</text>
  <text x="240" y="252" font-family="$FONT" font-weight="700" font-size="46" fill="#ffffff">einfach vergleichen</text>
  <g font-family="$FONT" font-size="26" fill="#dbe6fe">
    <text x="240" y="320">✓ Über 20 Anbieter</text>
    <text x="240" y="362">✓ In nur 10 Sekunden zum Tarif</text>
    <text x="240" y="404">✓ 100% kostenlos und unverbindlich</text>
  </g>
</svg>
SVG
rsvg-convert -w 960 -h 540 "$TMP/hero-fg.svg" -o "$TMP/hero-fg.png"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=960x540:r=24:d=6:c0=0x172c66:c1=0x1e3a8a:c2=0x0f766e:n=3:speed=0.012:seed=7" \
  -loop 1 -framerate 24 -t 6 -i "$TMP/hero-fg.png" \
  -f lavfi -i "sine=f=220:d=6:sample_rate=44100" -f lavfi -i "sine=f=277.18:d=6:sample_rate=44100" \
  -f lavfi -i "sine=f=329.63:d=6:sample_rate=44100" \
  -filter_complex "[1:v]format=rgba,fade=t=in:st=0.2:d=0.8:alpha=1,fade=t=out:st=5.2:d=0.8:alpha=1[fg];\
[0:v][fg]overlay=0:0:format=auto,format=yuv420p[v];\
[2:a][3:a][4:a]amix=inputs=3,volume=0.5,afade=t=in:d=0.8,afade=t=out:st=5:d=1[a]" \
  -map "[v]" -map "[a]" -c:v libx264 -preset slow -crf 28 -profile:v high -pix_fmt yuv420p \
  -g 48 -c:a aac -b:a 64k -ac 2 -movflags +faststart -map_metadata -1 -fflags +bitexact \
  -flags:v +bitexact -flags:a +bitexact "$OUT/site-media/hero.mp4"

# Poster: the fully faded-in frame, as WebP (the largest paint never waits for the video).
ffmpeg -hide_banner -loglevel error -y -ss 2 -i "$OUT/site-media/hero.mp4" -frames:v 1 -vf "scale=960:540" \
  -c:v libwebp -quality 72 -compression_level 6 -map_metadata -1 -fflags +bitexact "$OUT/hero-poster.webp"

# --- 3. Sphere animation: 240x240, 3 s seamless loop, on white (blended with mix-blend-multiply in the page).
frames=72
for i in $(seq 0 $((frames - 1))); do
  read -r hx hy ring <<<"$(awk -v i="$i" -v n="$frames" 'BEGIN { a = 2 * 3.14159265 * i / n;
    printf "%.2f %.2f %.2f", 120 + 38 * cos(a), 104 + 26 * sin(a), 6 + 3 * sin(a) }')"
  cat >"$TMP/sphere.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
  <defs>
    <radialGradient id="body" cx="120" cy="120" gradientUnits="userSpaceOnUse" fx="$hx" fy="$hy" r="110">
      <stop offset="0" stop-color="#bfd3fe"/><stop offset="0.45" stop-color="#3b6ef5"/>
      <stop offset="1" stop-color="#172c66"/>
    </radialGradient>
  </defs>
  <rect width="240" height="240" fill="#ffffff"/>
  <circle cx="120" cy="120" r="$(awk -v r="$ring" 'BEGIN{printf "%.2f", 96 + r}')" fill="#dbe6fe" fill-opacity="0.6"/>
  <circle cx="120" cy="120" r="92" fill="url(#body)"/>
  <circle cx="$hx" cy="$hy" r="18" fill="#ffffff" fill-opacity="0.35"/>
</svg>
SVG
  rsvg-convert -w 240 -h 240 "$TMP/sphere.svg" -o "$TMP/sphere-$(printf '%03d' "$i").png"
done
ffmpeg -hide_banner -loglevel error -y -framerate 24 -i "$TMP/sphere-%03d.png" \
  -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -g 72 -an -movflags +faststart \
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$OUT/sphere-animations/lucy-sphere.mp4"

# --- 4. Open Graph image (1200x630).
cat >"$TMP/og.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#172c66"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(96 120) scale(2)">
    <rect width="64" height="64" rx="14" fill="#ffffff" fill-opacity="0.14"/>
    <path d="M32 12l16 6v12c0 11-7 19-16 22-9-3-16-11-16-22V18z" fill="#fff"/>
    <path d="M29 24h6v6h6v6h-6v6h-6v-6h-6v-6h6z" fill="$TEAL"/>
  </g>
  <text x="256" y="205" font-family="$FONT" font-weight="700" font-size="64" fill="#ffffff">PKV-Vergleich</text>
  <text x="96" y="360" font-family="$FONT" font-weight="700" font-size="52" fill="#ffffff">Private Krankenversicherung vergleichen</text>
  <text x="96" y="440" font-family="$FONT" font-size="36" fill="#dbe6fe">Über 20 Anbieter · kostenlos · bis zu 65% sparen</text>
</svg>
SVG
rsvg-convert -w 1200 -h 630 "$TMP/og.svg" -o "$OUT/og-image.png"

ls -l "$OUT" "$OUT"/*/ | awk '{print $5, $9}'
