import sharp from 'sharp';
import { etagOf, WIDTHS, type EncodedImage } from '../domains/media/index.ts';

/**
 * The demo data's photos: abstract artwork drawn here as SVG, one motif and palette per category (braids
 * as plaited strands, a barber's pole, nail shapes, a henna mandala ...), rendered by sharp into the
 * same WebP widths an upload gets. Nothing is downloaded, and the drawing is the same on every seed.
 */

type Motif =
  'braids' | 'locs' | 'pole' | 'waves' | 'nails' | 'mandala' | 'stones' | 'bubbles' | 'palette' | 'lashes';

interface Style {
  motif: Motif;
  /** Background from, background to, then the motif's colours. */
  colours: [string, string, ...string[]];
}

const STYLES: Record<string, Style> = {
  Barbering: { motif: 'pole', colours: ['#1f2937', '#374151', '#b91c1c', '#f8fafc', '#1d4ed8'] },
  'Hair Braiding': { motif: 'braids', colours: ['#7c2d12', '#c2410c', '#1c1917', '#44403c', '#fbbf24'] },
  Locs: { motif: 'locs', colours: ['#3f2a1d', '#854d0e', '#1c1917', '#57534e', '#ca8a04'] },
  'Hair Styling': { motif: 'waves', colours: ['#581c87', '#be185d', '#f9a8d4', '#fde68a', '#1e1b4b'] },
  'Manicure and Pedicure': {
    motif: 'nails',
    colours: ['#fce7f3', '#fbcfe8', '#be123c', '#e11d48', '#9d174d'],
  },
  Tattoos: { motif: 'mandala', colours: ['#fef3c7', '#fde68a', '#7c2d12', '#9a3412', '#451a03'] },
  Spas: { motif: 'stones', colours: ['#ecfdf5', '#a7f3d0', '#374151', '#4b5563', '#065f46'] },
  'Waxing Services': { motif: 'bubbles', colours: ['#fff7ed', '#fed7aa', '#fb923c', '#fdba74', '#ea580c'] },
  'Make-up': {
    motif: 'palette',
    colours: ['#1c1917', '#44403c', '#be123c', '#d97706', '#9f1239', '#f59e0b'],
  },
  Massage: { motif: 'stones', colours: ['#f5f5f4', '#d6d3d1', '#292524', '#57534e', '#a16207'] },
  Facials: { motif: 'bubbles', colours: ['#ecfeff', '#a5f3fc', '#5eead4', '#99f6e4', '#0f766e'] },
  'Lashes and Brows': { motif: 'lashes', colours: ['#fdf2f8', '#fbcfe8', '#1c1917', '#44403c', '#9d174d'] },
};

/** A small deterministic generator, so each picture is drawn the same on every seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The motif's shapes on a width x height canvas; `colour(i)` cycles the style's motif colours. */
function shapes(
  motif: Motif,
  w: number,
  h: number,
  next: () => number,
  colour: (i: number) => string,
): string {
  const out: string[] = [];
  switch (motif) {
    case 'braids': {
      // Plaited strands: alternating tilted ovals down each column.
      const columns = 5 + Math.floor(next() * 4);
      const gap = w / columns;
      for (let c = 0; c < columns; c++) {
        const x = gap * (c + 0.5) + (next() - 0.5) * gap * 0.2;
        const size = gap * (0.22 + next() * 0.08);
        for (let y = -size, i = 0; y < h + size; y += size * 1.3, i++)
          out.push(
            `<ellipse cx="${r1(x + (i % 2 ? size * 0.35 : -size * 0.35))}" cy="${r1(y)}" rx="${r1(size * 0.75)}" ry="${r1(size * 0.45)}" transform="rotate(${i % 2 ? 35 : -35} ${r1(x)} ${r1(y)})" fill="${colour(c + i)}" stroke="rgba(0,0,0,.25)" stroke-width="2"/>`,
          );
      }
      break;
    }
    case 'locs': {
      const count = 9 + Math.floor(next() * 6);
      for (let i = 0; i < count; i++) {
        const x = (w / count) * (i + 0.5);
        const sway = (next() - 0.5) * 80;
        out.push(
          `<path d="M${r1(x)} -20 C ${r1(x + sway)} ${r1(h * 0.35)}, ${r1(x - sway)} ${r1(h * 0.65)}, ${r1(x + sway / 2)} ${h + 20}" stroke="${colour(i)}" stroke-width="${r1(w / count / 2.2)}" stroke-linecap="round" fill="none"/>`,
        );
      }
      out.push(
        `<circle cx="${r1(w * 0.8)}" cy="${r1(h * 0.2)}" r="${r1(h * 0.08)}" fill="${colour(2)}" opacity=".8"/>`,
      );
      break;
    }
    case 'pole': {
      const band = 60 + next() * 40;
      for (let x = -h, i = 0; x < w + h; x += band, i++)
        out.push(
          `<polygon points="${r1(x)},0 ${r1(x + band * 0.55)},0 ${r1(x + band * 0.55 + h * 0.6)},${h} ${r1(x + h * 0.6)},${h}" fill="${colour(i)}" opacity=".85"/>`,
        );
      break;
    }
    case 'waves': {
      const bands = 6 + Math.floor(next() * 4);
      for (let i = 0; i < bands; i++) {
        const y = (h / bands) * i;
        const amp = 30 + next() * 50;
        out.push(
          `<path d="M0 ${r1(y)} Q ${r1(w * 0.25)} ${r1(y - amp)}, ${r1(w * 0.5)} ${r1(y)} T ${w} ${r1(y)} V ${h} H 0 Z" fill="${colour(i)}" opacity=".35"/>`,
        );
      }
      break;
    }
    case 'nails': {
      const count = 5;
      const gap = w / (count + 1);
      for (let i = 0; i < count; i++) {
        const x = gap * (i + 1);
        const y = h * (0.45 + (i === 0 ? 0.15 : Math.abs(i - 2.5) * 0.04)) + (next() - 0.5) * 30;
        const rx = gap * 0.4;
        const ry = rx * 1.6;
        out.push(
          `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${colour(i % 2)}"/>`,
          `<ellipse cx="${r1(x - rx * 0.35)}" cy="${r1(y - ry * 0.35)}" rx="${r1(rx * 0.18)}" ry="${r1(ry * 0.35)}" fill="#fff" opacity=".55"/>`,
        );
        if (next() < 0.5)
          out.push(
            `<circle cx="${r1(x)}" cy="${r1(y + ry * 0.3)}" r="${r1(rx * 0.18)}" fill="${colour(2)}"/>`,
          );
      }
      break;
    }
    case 'mandala': {
      const [cx, cy] = [w / 2, h / 2];
      for (let ring = 4; ring >= 1; ring--) {
        const petals = 8 + ring * 4;
        const radius = (h / 2.3) * (ring / 4);
        for (let p = 0; p < petals; p++)
          out.push(
            `<ellipse cx="${r1(cx)}" cy="${r1(cy - radius * 0.7)}" rx="${r1(radius * 0.12)}" ry="${r1(radius * 0.32)}" transform="rotate(${r1((360 / petals) * p + ring * 7)} ${r1(cx)} ${r1(cy)})" fill="none" stroke="${colour(ring)}" stroke-width="5"/>`,
          );
        out.push(
          `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 0.35)}" fill="none" stroke="${colour(ring + 1)}" stroke-width="4" stroke-dasharray="8 10"/>`,
        );
      }
      out.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(h * 0.04)}" fill="${colour(0)}"/>`);
      break;
    }
    case 'stones': {
      let y = h * 0.88;
      const x = w * (0.3 + next() * 0.4);
      for (let i = 0; i < 5; i++) {
        const rx = w * (0.16 - i * 0.022);
        const ry = rx * 0.38;
        y -= ry * (i === 0 ? 0.6 : 1.55);
        out.push(
          `<ellipse cx="${r1(x + (next() - 0.5) * 20)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${colour(i % 2)}"/>`,
        );
      }
      for (let i = 0; i < 3; i++) {
        const sx = x - 60 + i * 60;
        out.push(
          `<path d="M${r1(sx)} ${r1(y - 60)} c -30 -40, 30 -60, 0 -110 s 30 -70, 0 -110" stroke="${colour(2)}" stroke-width="6" fill="none" opacity=".35" stroke-linecap="round"/>`,
        );
      }
      break;
    }
    case 'bubbles': {
      const count = 14 + Math.floor(next() * 10);
      for (let i = 0; i < count; i++) {
        const r = 20 + next() * h * 0.16;
        out.push(
          `<circle cx="${r1(next() * w)}" cy="${r1(next() * h)}" r="${r1(r)}" fill="${colour(i)}" opacity="${r1(0.25 + next() * 0.4)}"/>`,
        );
      }
      break;
    }
    case 'palette': {
      const [cols, rows] = [4, 3];
      const cell = Math.min((w * 0.7) / cols, (h * 0.7) / rows);
      const [x0, y0] = [(w - cell * cols) / 2, (h - cell * rows) / 2];
      out.push(
        `<rect x="${r1(x0 - 30)}" y="${r1(y0 - 30)}" width="${r1(cell * cols + 60)}" height="${r1(cell * rows + 60)}" rx="28" fill="rgba(255,255,255,.08)" stroke="rgba(255,255,255,.25)" stroke-width="3"/>`,
      );
      for (let row = 0; row < rows; row++)
        for (let col = 0; col < cols; col++)
          out.push(
            `<circle cx="${r1(x0 + cell * (col + 0.5))}" cy="${r1(y0 + cell * (row + 0.5))}" r="${r1(cell * 0.38)}" fill="${colour(row * cols + col + Math.floor(next() * 3))}"/>`,
          );
      break;
    }
    case 'lashes': {
      const [cx, cy] = [w / 2, h * 0.62];
      const span = w * 0.32;
      out.push(
        `<path d="M${r1(cx - span)} ${r1(cy)} Q ${r1(cx)} ${r1(cy - h * 0.22)}, ${r1(cx + span)} ${r1(cy)}" stroke="${colour(0)}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      );
      for (let i = 0; i <= 24; i++) {
        const t = i / 24;
        const x = cx - span + t * span * 2;
        const y = cy - Math.sin(t * Math.PI) * h * 0.11;
        const length = 40 + Math.sin(t * Math.PI) * 70;
        out.push(
          `<path d="M${r1(x)} ${r1(y)} q ${r1((t - 0.5) * 40)} ${r1(-length * 0.6)}, ${r1((t - 0.5) * 90)} ${r1(-length)}" stroke="${colour(i % 2)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
        );
      }
      out.push(
        `<path d="M${r1(cx - span * 1.05)} ${r1(cy - h * 0.36)} Q ${r1(cx)} ${r1(cy - h * 0.5)}, ${r1(cx + span * 1.05)} ${r1(cy - h * 0.38)}" stroke="${colour(2)}" stroke-width="26" fill="none" stroke-linecap="round" opacity=".85"/>`,
      );
      break;
    }
  }
  return out.join('');
}

/**
 * One picture of a category's style, drawn on a width x height canvas and output `outputWidth` wide;
 * `variant` shifts the layout and the colours.
 */
export function artworkSvg(
  category: string,
  variant: number,
  width: number,
  height: number,
  outputWidth = width,
): string {
  const style = STYLES[category] ?? STYLES['Hair Styling']!;
  const next = generator(variant * 7919 + category.length * 104729 + category.charCodeAt(0));
  const [light, dark, ...ink] = style.colours;
  // Variants swap the background's ends and start the motif's colours elsewhere.
  const [from, to] = variant % 2 ? [dark, light] : [light, dark];
  const colour = (i: number) => ink[(((i + variant) % ink.length) + ink.length) % ink.length]!;
  const angle = Math.round(next() * 90);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outputWidth}" height="${Math.round((height * outputWidth) / width)}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="light" cx="${r1(0.2 + next() * 0.6)}" cy="${r1(0.2 + next() * 0.3)}" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    shapes(style.motif, width, height, next, colour) +
    `<rect width="${width}" height="${height}" fill="url(#light)"/></svg>`
  );
}

/**
 * Renders artwork into the photo widths, largest first, as an upload of that size would be stored. Each
 * width is drawn at its size (vector), which costs far less than drawing large and shrinking.
 */
export async function renderArtwork(
  draw: (outputWidth: number) => string,
  width: number,
): Promise<EncodedImage[]> {
  const widths = [...new Set(WIDTHS.photo.map((w) => Math.min(w, width)))].sort((a, b) => b - a);
  return Promise.all(
    widths.map(async (w) => {
      const { data, info } = await sharp(Buffer.from(draw(w)))
        .webp({ quality: 80, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, etag: etagOf(data) };
    }),
  );
}

export interface PoolPhoto {
  category: string;
  service: string;
  caption: string;
  widths: EncodedImage[];
}

export interface ArtworkPool {
  photos: PoolPhoto[];
  /** One wide cover per category. */
  covers: Map<string, EncodedImage[]>;
}

/**
 * Draws and encodes every picture of the demo data once: a few per category, shared by the vendors of
 * that category. Encoding runs on sharp's threads, so the seed starts it first and writes rows meanwhile.
 */
export async function drawPool(
  portfolio: Record<string, [service: string, caption: string][]>,
): Promise<ArtworkPool> {
  const entries = Object.entries(portfolio);
  const [photos, covers] = await Promise.all([
    Promise.all(
      entries.flatMap(([category, pictures]) =>
        pictures.map(async ([service, caption], variant) => ({
          category,
          service,
          caption,
          widths: await renderArtwork((w) => artworkSvg(category, variant, 1280, 960, w), 1280),
        })),
      ),
    ),
    Promise.all(
      entries.map(
        async ([category]) =>
          [category, await renderArtwork((w) => artworkSvg(category, 7, 1280, 480, w), 1280)] as const,
      ),
    ),
  ]);
  return { photos, covers: new Map(covers) };
}
