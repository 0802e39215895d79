/** Small numeric helpers the detector and its explanation share (one definition of each). */

/** Tokens on each side whose statistics smooth a token's own (one token says little). */
export const TOKEN_WINDOW = 4;
const EPS = 1e-4;
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** log(p / (1 − p)), with p kept EPS away from 0 and 1. */
export const logit = (p: number) => {
  const q = Math.min(1 - EPS, Math.max(EPS, p));
  return Math.log(q / (1 - q));
};
/** A probability rounded to four decimals, as the API answers it. */
export const round = (p: number) => Math.round(p * 1e4) / 1e4;
