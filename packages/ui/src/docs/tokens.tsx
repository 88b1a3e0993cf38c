/*
 * The tables of the Storybook page "Introduction/Tokens" (tokens.mdx): every design token as the browser
 * resolves it, so the page shows what the stylesheet says today, whichever file defines the tokens.
 * Colours are read from the root element in both themes, and each text or control colour is given its
 * WCAG contrast ratio against the colour it is used on.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

type Pair = {
  /** The colour the pair is named after (a surface, or text on the page background). */
  token: string;
  /** The colour it is read against. */
  on: string;
  /** Text needs 4.5:1 (WCAG AA); control outlines, icons and the focus ring 3:1; separators nothing. */
  use: 'text' | 'control' | 'decorative';
  /** Which of the two is the text (or control) colour: `token` unless said. */
  textIs?: 'token' | 'on';
};

/** The semantic colours of globals.css (or theme.css) and what each is read against. */
const PAIRS: Pair[] = [
  { token: 'background', on: 'foreground', use: 'text', textIs: 'on' },
  { token: 'card', on: 'card-foreground', use: 'text', textIs: 'on' },
  { token: 'popover', on: 'popover-foreground', use: 'text', textIs: 'on' },
  { token: 'muted', on: 'muted-foreground', use: 'text', textIs: 'on' },
  { token: 'muted-foreground', on: 'background', use: 'text' },
  { token: 'primary', on: 'primary-foreground', use: 'text', textIs: 'on' },
  { token: 'primary', on: 'background', use: 'text' },
  { token: 'secondary', on: 'secondary-foreground', use: 'text', textIs: 'on' },
  { token: 'accent', on: 'accent-foreground', use: 'text', textIs: 'on' },
  { token: 'destructive', on: 'destructive-foreground', use: 'text', textIs: 'on' },
  { token: 'success', on: 'success-foreground', use: 'text', textIs: 'on' },
  { token: 'warning', on: 'warning-foreground', use: 'text', textIs: 'on' },
  { token: 'danger', on: 'danger-foreground', use: 'text', textIs: 'on' },
  { token: 'rating', on: 'background', use: 'control' },
  { token: 'input', on: 'background', use: 'control' },
  { token: 'ring', on: 'background', use: 'control' },
  { token: 'border', on: 'background', use: 'decorative' },
];

const REQUIRED = { text: 4.5, control: 3, decorative: 0 } as const;

type Rgb = [number, number, number];

let canvasContext: CanvasRenderingContext2D | null = null;

/** Any CSS colour (hex, rgb, hsl, oklch...) as sRGB 0-255, by painting one pixel with it. */
function toRgb(colour: string): Rgb | null {
  if (!colour || !CSS.supports('color', colour)) return null;
  canvasContext ??= Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext(
    '2d',
    { willReadFrequently: true },
  );
  if (!canvasContext) return null;
  canvasContext.clearRect(0, 0, 1, 1);
  canvasContext.fillStyle = colour;
  canvasContext.fillRect(0, 0, 1, 1);
  const { data } = canvasContext.getImageData(0, 0, 1, 1);
  return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

type Theme = 'light' | 'dark';
type Palette = Record<string, string>;

/** A token of ours holding a colour: not a keyword, not a variable the CSS toolchain adds. */
const isColourToken = (property: string, value: string) =>
  property.startsWith('--') &&
  !/^--(tw|lightningcss)-/.test(property) &&
  !/^(initial|inherit|unset|revert|revert-layer|currentcolor|transparent)$/i.test(value) &&
  CSS.supports('color', value);

/** Custom properties declared on `:root` whose value is a colour: tokens the pairs above do not name. */
function declaredColourNames(): string[] {
  const names = new Set<string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText === ':root') {
        for (const property of Array.from(rule.style))
          if (isColourToken(property, rule.style.getPropertyValue(property).trim()))
            names.add(property.slice(2));
      } else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A stylesheet from another origin cannot be read; ours are all same-origin.
    }
  }
  return [...names];
}

/** Every colour token in one theme, read from <html> with `.dark` set or cleared for the moment of reading. */
function readPalette(theme: Theme, names: string[]): Palette {
  const root = document.documentElement;
  const wasDark = root.classList.contains('dark');
  root.classList.toggle('dark', theme === 'dark');
  const style = getComputedStyle(root);
  const palette = Object.fromEntries(names.map((name) => [name, style.getPropertyValue(`--${name}`).trim()]));
  root.classList.toggle('dark', wasDark);
  return palette;
}

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className="inline-block size-8 shrink-0 rounded-md border border-black/20 align-middle"
      style={{ background: colour }}
    />
  );
}

function Verdict({ ratio, use }: { ratio: number; use: Pair['use'] }) {
  if (use === 'decorative') return <span>decorative, no minimum</span>;
  const pass = ratio >= REQUIRED[use];
  return (
    <strong style={{ color: pass ? '#166534' : '#b91c1c' }}>
      {pass ? 'AA pass' : 'AA FAIL'} ({REQUIRED[use]}:1 {use === 'text' ? 'text' : 'non-text'})
    </strong>
  );
}

const cell = 'border-b border-black/10 px-2 py-1.5 text-left align-middle';

function ColourTable({ theme, palette, extra }: { theme: Theme; palette: Palette; extra: string[] }) {
  const pageBackground = palette.background || (theme === 'dark' ? '#000000' : '#ffffff');
  const rows: Pair[] = [
    ...PAIRS,
    ...extra.map((token) => ({ token, on: 'background', use: 'control' as const })),
  ];
  return (
    <table className="w-full border-collapse text-sm" data-theme={theme}>
      <caption className="py-2 text-left text-base font-semibold">
        {theme === 'light' ? 'Light theme' : 'Dark theme (.dark)'}
      </caption>
      <thead>
        <tr>
          <th className={cell}>Sample</th>
          <th className={cell}>Token</th>
          <th className={cell}>Value</th>
          <th className={cell}>Read against</th>
          <th className={cell}>Contrast</th>
          <th className={cell}>WCAG</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((pair) => {
          const a = palette[pair.token] ?? '';
          const b = palette[pair.on] ?? '';
          const rgbA = toRgb(a);
          const rgbB = toRgb(b);
          const ratio = rgbA && rgbB ? contrastRatio(rgbA, rgbB) : null;
          const [text, surface] = pair.textIs === 'on' ? [b, a] : [a, b];
          return (
            <tr key={`${pair.token}/${pair.on}`}>
              <td className={cell}>
                <span
                  className="inline-flex items-center gap-2 rounded-md px-2 py-1"
                  style={{ background: surface || pageBackground, color: text, border: `1px solid ${text}` }}
                >
                  <Swatch colour={a} label={`${pair.token} ${a}`} />
                  Aa
                </span>
              </td>
              <td className={cell}>
                <code>--{pair.token}</code>
              </td>
              <td className={cell}>
                <code>{a || 'not set'}</code>
                {rgbA && a.toLowerCase() !== hex(rgbA) ? <code> ({hex(rgbA)})</code> : null}
              </td>
              <td className={cell}>
                <code>--{pair.on}</code> <code>{b}</code>
              </td>
              <td className={cell}>{ratio ? `${ratio.toFixed(2)}:1` : '?'}</td>
              <td className={cell}>{ratio ? <Verdict ratio={ratio} use={pair.use} /> : 'unreadable'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Both themes' colour tokens with their contrast ratios. */
export function ColourTokens() {
  // Read once, as the page mounts: the stylesheets have loaded before any script of the page runs.
  const [themes] = useState(() => {
    const known = new Set(PAIRS.flatMap((pair) => [pair.token, pair.on]));
    const extra = declaredColourNames().filter((name) => !known.has(name));
    const names = [...known, ...extra];
    return { light: readPalette('light', names), dark: readPalette('dark', names), extra };
  });
  return (
    <div className="grid gap-6">
      <ColourTable theme="light" palette={themes.light} extra={themes.extra} />
      <ColourTable theme="dark" palette={themes.dark} extra={themes.extra} />
    </div>
  );
}

/** A table of samples styled by utility classes, with what the browser computed for each. */
function Samples({
  rows,
  measure,
  render,
  heading,
}: {
  rows: { name: string; className: string }[];
  measure: (style: CSSStyleDeclaration) => string;
  render: (className: string) => ReactNode;
  heading: string;
}) {
  const refs = useRef<(HTMLElement | null)[]>([]);
  const [values, setValues] = useState<string[]>([]);
  useEffect(() => {
    setValues(
      refs.current.map((el) =>
        el?.firstElementChild ? measure(getComputedStyle(el.firstElementChild)) : '',
      ),
    );
  }, [measure]);
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr>
          <th className={cell}>Utility</th>
          <th className={cell}>{heading}</th>
          <th className={cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.name}>
            <td className={cell}>
              <code>{row.name}</code>
            </td>
            <td className={cell}>
              <code>{values[i] ?? ''}</code>
            </td>
            <td className={cell}>
              <span
                ref={(el) => {
                  refs.current[i] = el;
                }}
                className="block"
              >
                {render(row.className)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/* Class names are written out in full so Tailwind generates them (and their theme variables). */
const TYPE = [
  { name: 'text-xs', className: 'text-xs' },
  { name: 'text-sm', className: 'text-sm' },
  { name: 'text-base', className: 'text-base' },
  { name: 'text-lg', className: 'text-lg' },
  { name: 'text-xl', className: 'text-xl' },
  { name: 'text-2xl', className: 'text-2xl' },
  { name: 'text-3xl', className: 'text-3xl' },
];
const SPACING = [
  { name: '1 (w-1)', className: 'w-1' },
  { name: '2 (w-2)', className: 'w-2' },
  { name: '3 (w-3)', className: 'w-3' },
  { name: '4 (w-4)', className: 'w-4' },
  { name: '6 (w-6)', className: 'w-6' },
  { name: '8 (w-8)', className: 'w-8' },
  { name: '12 (w-12)', className: 'w-12' },
  { name: '16 (w-16)', className: 'w-16' },
  { name: '24 (w-24)', className: 'w-24' },
];
const RADII = [
  { name: 'rounded-sm', className: 'rounded-sm' },
  { name: 'rounded-md', className: 'rounded-md' },
  { name: 'rounded-lg', className: 'rounded-lg' },
  { name: 'rounded-xl', className: 'rounded-xl' },
  { name: 'rounded-full', className: 'rounded-full' },
];
const SHADOWS = [
  { name: 'shadow-sm', className: 'shadow-sm' },
  { name: 'shadow-md', className: 'shadow-md' },
  { name: 'shadow-lg', className: 'shadow-lg' },
];

// Module constants: each table measures its samples once, after they mount.
const typeMeasure = (style: CSSStyleDeclaration) => `${style.fontSize} / ${style.lineHeight}`;
const widthMeasure = (style: CSSStyleDeclaration) => style.width;
const radiusMeasure = (style: CSSStyleDeclaration) =>
  parseFloat(style.borderTopLeftRadius) > 1000 ? 'full (a pill or circle)' : style.borderTopLeftRadius;
/** The shadow's own layers, without the transparent ring layers Tailwind stacks in front of it. */
const shadowMeasure = (style: CSSStyleDeclaration) =>
  style.boxShadow
    .split(/,(?![^(]*\))/)
    .map((layer) => layer.trim())
    .filter((layer) => !/rgba\(0, 0, 0, 0\)|^0px 0px 0px 0px/.test(layer))
    .join(', ');

export function TypeScale() {
  return (
    <Samples
      rows={TYPE}
      heading="Size / line height"
      measure={typeMeasure}
      render={(className) => <span className={className}>Huduma za urembo, Nairobi</span>}
    />
  );
}

export function SpacingScale() {
  return (
    <Samples
      rows={SPACING}
      heading="Width"
      measure={widthMeasure}
      render={(className) => <span className={`block h-4 rounded-sm bg-primary ${className}`} />}
    />
  );
}

export function Radii() {
  return (
    <Samples
      rows={RADII}
      heading="Radius"
      measure={radiusMeasure}
      render={(className) => <span className={`block size-12 border-2 border-input bg-muted ${className}`} />}
    />
  );
}

export function Shadows() {
  return (
    <Samples
      rows={SHADOWS}
      heading="Box shadow"
      measure={shadowMeasure}
      render={(className) => <span className={`block h-12 w-24 rounded-md bg-card ${className}`} />}
    />
  );
}
