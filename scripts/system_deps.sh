#!/bin/sh
# Debian packages the tests need: Chromium for the end-to-end tests, bubblewrap
# for the bash sandbox, tesseract (Thai + English) and poppler for scanned PDFs,
# Thai fonts (TLWG) so Chromium's screenshots show Thai letters, not empty boxes.
set -e
need=""
command -v chromium >/dev/null 2>&1 || need="$need chromium"
command -v bwrap >/dev/null 2>&1 || need="$need bubblewrap"
command -v tesseract >/dev/null 2>&1 || need="$need tesseract-ocr"
[ -e /usr/share/tesseract-ocr/5/tessdata/tha.traineddata ] || ls /usr/share/tesseract-ocr/*/tessdata/tha.traineddata >/dev/null 2>&1 || need="$need tesseract-ocr-tha"
command -v pdftoppm >/dev/null 2>&1 || need="$need poppler-utils"
[ -d /usr/share/fonts/truetype/tlwg ] || need="$need fonts-thai-tlwg"
[ -z "$need" ] && exit 0
echo "Installing Debian packages:$need"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q $need
