import { describe, expect, it } from 'vitest';
import { stumpMargin } from './stumps';

describe('stumpMargin', () => {
  const model = {
    bias: -1,
    stumps: [
      { feature: 0, threshold: 0.5, left: -0.25, right: 0.75 },
      { feature: 1, threshold: 10, left: 0.5, right: -0.5 },
    ],
  };

  it('adds the left leaf below a threshold and the right leaf at or above it', () => {
    expect(stumpMargin(model, [0.2, 3])).toBeCloseTo(-1 - 0.25 + 0.5);
    expect(stumpMargin(model, [0.5, 10])).toBeCloseTo(-1 + 0.75 - 0.5);
  });

  it('is the bias alone with no stumps', () => {
    expect(stumpMargin({ bias: 0.3, stumps: [] }, [1, 2])).toBe(0.3);
  });
});

describe('stumpMargin with depth-2 trees', () => {
  const model = {
    bias: 0,
    stumps: [
      {
        feature: 0,
        threshold: 0.5,
        left: { feature: 1, threshold: 10, left: -1, right: 2 },
        right: 0.5,
      },
    ],
  };

  it('follows a split inside a split to its leaf', () => {
    expect(stumpMargin(model, [0.2, 3])).toBe(-1);
    expect(stumpMargin(model, [0.2, 12])).toBe(2);
    expect(stumpMargin(model, [0.9, 3])).toBe(0.5);
  });
});
