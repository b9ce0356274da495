#!/usr/bin/env bash
# Draws the app's icon (spark-memory-lab.png, 512x512) with ImageMagick: the window's memory bar in its own
# colours (css/sparkmemlab/ui/spark-memory-lab.css: reserved, user, storage in blue with its cached blocks, execution in orange), the
# boundary between the pools, a smaller off-heap bar, and a spark. Run it again after changing the design;
# the build uses the PNG as it is (no ImageMagick needed to package).
set -euo pipefail
cd "$(dirname "$0")"
convert -size 512x512 xc:none \
  -fill '#1d1d1f' -draw 'roundrectangle 16,16 495,495 96,96' \
  -fill '#4a4a52' -draw 'roundrectangle 64,176 128,336 18,18' -draw 'rectangle 104,176 128,336' \
  -fill '#b9bcc4' -draw 'rectangle 128,176 206,336' \
  -fill '#0072B2' -draw 'rectangle 206,176 326,336' \
  -stroke '#56B4E9' -strokewidth 6 -draw 'line 246,176 246,336' -draw 'line 286,176 286,336' -stroke none \
  -fill '#E69F00' -draw 'roundrectangle 326,176 448,336 18,18' -draw 'rectangle 326,176 360,336' \
  -fill '#ffffff' -draw 'rectangle 322,150 332,362' \
  -fill '#009E73' -draw 'roundrectangle 64,372 250,412 12,12' -draw 'rectangle 230,372 250,412' \
  -fill '#E69F00' -draw 'roundrectangle 250,372 448,412 12,12' -draw 'rectangle 250,372 270,412' \
  -fill '#F0E442' -draw 'polygon 396,58 410,100 452,114 410,128 396,170 382,128 340,114 382,100' \
  -depth 8 spark-memory-lab.png
