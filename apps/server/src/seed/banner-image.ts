import sharp from 'sharp';
import type { Rgb } from './placeholder-image.js';

export interface BannerText {
  en: string;
  zh: string;
}

const WIDTH = 1440;
const HEIGHT = 520;
const FONTS = "'Noto Sans CJK HK', 'Noto Sans HK', 'Noto Sans CJK TC', 'PingFang HK', sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const colour = ([red, green, blue]: Rgb) => `rgb(${red},${green},${blue})`;

/**
 * A home banner (36:13) with its headline in Chinese and English over a blend of two colours, drawn from SVG by sharp
 * (librsvg), so demo banners say something in both languages without shipping image files.
 */
export async function bannerPng(from: Rgb, to: Rgb, text: BannerText): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(from)}"/><stop offset="1" stop-color="${colour(to)}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="96" y="250" font-family="${FONTS}" font-size="76" font-weight="700" fill="#ffffff">${escapeXml(text.zh)}</text>
    <text x="96" y="340" font-family="${FONTS}" font-size="44" fill="#ffffff" fill-opacity="0.92">${escapeXml(text.en)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
