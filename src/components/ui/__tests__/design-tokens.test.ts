// @vitest-environment node
/**
 * The colour tokens in src/index.css meet WCAG 2.1 contrast (docs/decisions.md, "Colour contrast"):
 * input borders 3:1 against the page (1.4.11 non-text contrast), text at least 4.5:1 on the surface
 * it is drawn on (1.4.3), toasts included. The tokens are fixed once here, so every component
 * inherits them.
 */
import css from '@/index.css?raw';

function token(name: string): [number, number, number] {
  const match = new RegExp(`--${name}:\\s*([\\d.]+)\\s+([\\d.]+)%\\s+([\\d.]+)%`).exec(css);
  if (!match) throw new Error(`token --${name} not found in index.css`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

type Rgb = [number, number, number];

function hslToRgb([h, s, l]: [number, number, number]): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` at `alpha` over `under` (Tailwind's bg-x/5 and similar). */
function blend(top: Rgb, alpha: number, under: Rgb): Rgb {
  return top.map((c, i) => c * alpha + under[i]! * (1 - alpha)) as Rgb;
}

const rgb = (name: string) => hslToRgb(token(name));

describe('design tokens', () => {
  it('input borders stand out 3:1 from the page and from cards', () => {
    expect(contrast(rgb('input'), rgb('background'))).toBeGreaterThanOrEqual(3);
    expect(contrast(rgb('input'), rgb('card'))).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['foreground', 'background'],
    ['muted-foreground', 'background'],
    ['muted-foreground', 'muted'],
    ['primary-foreground', 'primary'],
    ['destructive-foreground', 'destructive'],
    ['success-foreground', 'success'],
    ['popover-foreground', 'popover'],
    ['accent-foreground', 'accent'],
  ])('text %s on %s is at least 4.5:1', (text, surface) => {
    expect(contrast(rgb(text), rgb(surface))).toBeGreaterThanOrEqual(4.5);
  });

  it('success and error text on their tinted alert backgrounds is at least 4.5:1 (with margin)', () => {
    const white = rgb('background');
    // A 4.6 floor: anti-aliasing and rounding in the browser cost a little.
    expect(contrast(rgb('success'), blend(rgb('success'), 0.05, white))).toBeGreaterThanOrEqual(
      4.6,
    );
    expect(
      contrast(rgb('destructive'), blend(rgb('destructive'), 0.05, white)),
    ).toBeGreaterThanOrEqual(4.6);
  });

  it("the spinner's ring is drawn in --muted and --primary, as the tokens say today", () => {
    const ring = /\.spinner-ring\s*\{[^}]*url\("([^"]+)"\)/.exec(css)?.[1];
    expect(ring).toBeDefined();
    const svg = decodeURIComponent(ring!.replace(/^data:image\/svg\+xml,/, ''));
    const strokes = [...svg.matchAll(/stroke='hsl\(([\d.]+) ([\d.]+)% ([\d.]+)%\)'/g)].map((m) =>
      m.slice(1, 4).map(Number),
    );
    expect(strokes).toEqual([token('muted'), token('primary')]);
  });
});
