#!/usr/bin/env bash
# Installs the Debian packages the tests need (Chromium for the browser tests, ffmpeg for the media adapter, nginx's RTMP
# module for the restream tests, Janus for the second live-media engine, pocketsphinx and espeak-ng for analysis)
# when they are missing.
# As root it installs them; otherwise it names the exact command and stops.
set -euo pipefail

packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
# The browser tests run the headless-only build: about 40% less CPU per page load than the full browser.
command -v chromium-headless-shell >/dev/null 2>&1 || packages+=(chromium-headless-shell)
# Chromium needs CJK fonts to draw the Chinese screens the browser tests look at.
# grep reads the whole list (no -q): stopping early would end fc-list with SIGPIPE, which pipefail counts as not found.
fc-list : family 2>/dev/null | grep -i 'noto sans cjk\|wqy' >/dev/null || packages+=(fonts-noto-cjk)
# The media adapter runs both ffmpeg and ffprobe; Debian ships them in one package.
command -v ffprobe >/dev/null 2>&1 || packages+=(ffmpeg)
# The restream tests push to a local RTMP server: nginx with its RTMP module.
[ -f /usr/lib/nginx/modules/ngx_rtmp_module.so ] || packages+=(nginx-light libnginx-mod-rtmp)
# The Janus engine's tests start their own Janus (VideoRoom plugin, WebSockets transport) from Debian's package.
command -v janus >/dev/null 2>&1 || packages+=(janus)
# Analysis transcribes English with pocketsphinx and its CMU model; the pipeline test synthesizes speech with espeak-ng.
command -v pocketsphinx_continuous >/dev/null 2>&1 || packages+=(pocketsphinx)
[ -d /usr/share/pocketsphinx/model/en-us ] || packages+=(pocketsphinx-en-us)
command -v espeak-ng >/dev/null 2>&1 || packages+=(espeak-ng)

if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${packages[*]}" >&2
  echo "Install them with: sudo apt-get update && sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
echo "Installing system packages: ${packages[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
