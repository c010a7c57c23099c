import { hashSeed } from '../seed/random';
import type { PictureKind } from './image-url';

/** Pixel size per kind: posters 2:3, wide pictures 16:9, the slim highlight 3:1, logos and avatars square. */
const PICTURE_SIZES: Readonly<Record<PictureKind, { width: number; height: number }>> = {
  poster: { width: 400, height: 600 },
  background: { width: 1280, height: 720 },
  landscape: { width: 1280, height: 720 },
  highlight: { width: 1280, height: 720 },
  thumbnail: { width: 640, height: 360 },
  highlight_slim: { width: 1200, height: 400 },
  logo: { width: 400, height: 400 },
  avatar: { width: 256, height: 256 },
};

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** Greedy word wrap to at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

/** A two-colour gradient picked from the id, with the title written across it: same id, same picture. */
export function pictureSvg(kind: PictureKind, id: string, title: string): string {
  const { width, height } = PICTURE_SIZES[kind];
  const seed = hashSeed(id);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >>> 9) % 100)) % 360;
  const square = kind === 'logo' || kind === 'avatar';
  const text = kind === 'avatar' ? title.slice(0, 1).toUpperCase() : title;
  const charsPerLine = square ? 10 : kind === 'poster' ? 12 : 22;
  const lines = wrap(text, charsPerLine, square ? 2 : 3);
  const fontSize = Math.round(Math.min(width / (charsPerLine * 0.7), height / (lines.length * 1.6 + 1)));
  const lineHeight = Math.round(fontSize * 1.2);
  const firstY = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${width / 2}" y="${Math.round(firstY + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const shape =
    kind === 'avatar'
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="url(#g)"/>`
      : `<rect width="${width}" height="${height}" rx="${square ? width / 8 : 0}" fill="url(#g)"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},62%,42%)"/><stop offset="1" stop-color="hsl(${hue2},70%,18%)"/>`,
    `</linearGradient></defs>`,
    shape,
    `<text font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff"`,
    ` text-anchor="middle" dominant-baseline="middle">${tspans}</text>`,
    `</svg>`,
  ].join('');
}
