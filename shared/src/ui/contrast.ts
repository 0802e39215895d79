/**
 * Colour arithmetic for checking the UI kit's palette: WCAG 2 contrast, colour-vision-deficiency
 * simulation (Machado, Oliveira & Fernandes 2009, severity 1.0, applied in linear sRGB) and the
 * CIE76 colour difference in CIELAB (D65). Pure functions; used by the palette's unit tests.
 */

export type Rgb = [number, number, number];

/** `#rrggbb` → [r, g, b] in 0..255. */
export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [Number.parseInt(m[1], 16), Number.parseInt(m[2], 16), Number.parseInt(m[3], 16)];
}

function toLinear(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function linearRgb(hex: string): Rgb {
  const [r, g, b] = parseHex(hex);
  return [toLinear(r), toLinear(g), toLinear(b)];
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = linearRgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export type Deficiency = 'protanopia' | 'deuteranopia' | 'tritanopia';

const MACHADO: Record<Deficiency, readonly number[][]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

type Linear = [number, number, number];

function simulateLinear(rgb: Linear, deficiency: Deficiency | 'none'): Linear {
  if (deficiency === 'none') return rgb;
  const m = MACHADO[deficiency];
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return [0, 1, 2].map((i) => clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2])) as Linear;
}

function lab([r, g, b]: Linear): Linear {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 ΔE between two colours as seen with `deficiency` (or normal vision, 'none'). */
export function perceivedDistance(a: string, b: string, deficiency: Deficiency | 'none' = 'none'): number {
  const la = lab(simulateLinear(linearRgb(a), deficiency));
  const lb = lab(simulateLinear(linearRgb(b), deficiency));
  return Math.hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}
