/**
 * `npm run train -- aidetect-length-selection`: writes nothing; the measurements that chose 20261130's
 * length-conditional calibration (scripts/train/aidetect-length.ts), on the fittable texts only (the
 * ai_detection training pairs and the calibration half). For each fold draw (AID_SEEDS, default 7–13),
 * the out-of-fold margins of 20261128's recipe (4 folds, an ai_detection pair in one fold); then each
 * calibration rule — one shift for all lengths (20261128), a shift per length bucket
 * (aidetect-calibrated.ts lengthShifts), or a shift rising smoothly with log(words) — applied to them:
 * the share of machine texts of 50+ words at or above it (per length, domain and generator), the
 * AUROC of the ai_detection training texts through the short-text rule, and the false-positive rate
 * of each calibration group on texts the rule was not set on (AID_BOOT bootstrap resamples of the
 * human texts set the shifts; the out-of-bag texts are counted). AID_DIST=1 prints the calibration
 * groups' length distribution (what the bucket edges were chosen from); AID_VARIANTS picks rules
 * (names separated by ';').
 */
import { shrinkShortScore } from '@margin/shared/ml/aidetect-lm-features';
import { FEATURE_SETS, featurise, fittable, groupOf, HYPER, type Item } from './aidetect-calibrated';
import { SHORT_TEXT } from './aidetect-lm';
import { oofMargins } from './aidetect-operating-point';
import { RECIPE_20261128 } from './aidetect-trees';
import { auroc } from './lib/metrics';
import { seededRandom } from './lib/random';

export async function train(): Promise<void> {
  const seeds = (process.env.AID_SEEDS ?? '7,8,9,10,11,12,13').split(',').map(Number);
  HYPER.model = RECIPE_20261128.model;
  HYPER.stumps.depth = RECIPE_20261128.depth ?? 1;
  HYPER.humanWeight = RECIPE_20261128.humanWeight;
  HYPER.negativeWeight = RECIPE_20261128.negativeWeight ?? 1;
  const fit: Item[] = (await featurise()).filter(fittable);
  const columns = FEATURE_SETS[RECIPE_20261128.featureSet]();
  const oof: Record<number, number[]> = {};
  for (const seed of seeds) oof[seed] = oofMargins(fit, columns, 4, seed);
  const FPR = 0.025;
  const groupIdx = fit.map(groupOf);
  const humans = fit.map((_, i) => i).filter((i) => groupIdx[i]);
  const genres = [...new Set(humans.map((i) => groupIdx[i] as string))].sort();
  const bigGenres = genres.filter((g) => humans.filter((i) => groupIdx[i] === g).length >= 50);

  // length distribution
  const q = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(p * s.length))];
  };
  if (process.env.AID_DIST) {
    console.log('calibration human texts of 50+ words by group: n, word quantiles 10/25/50/75/90');
    for (const g of genres) {
      const w = humans.filter((i) => groupIdx[i] === g).map((i) => fit[i].words);
      console.log(
        `  ${g.padEnd(22)} ${String(w.length).padStart(4)}  ${[0.1, 0.25, 0.5, 0.75, 0.9].map((p) => q(w, p)).join(' / ')}`,
      );
    }
    const smallGenres = new Map<string, number>();
    fit.forEach((t) => {
      if (t.y === 0 && t.set === 'calibration' && t.words >= 50 && !genres.includes(t.group))
        smallGenres.set(t.group, (smallGenres.get(t.group) ?? 0) + 1);
    });
    console.log(
      '  other calibration genres with 50+ words (not groups: < 50 texts?)',
      Object.fromEntries(smallGenres),
    );
    const mw = fit.filter((t) => t.y === 1 && t.words >= 50).map((t) => t.words);
    console.log(
      `  machine 50+ words n=${mw.length}: ${[0.1, 0.25, 0.5, 0.75, 0.9].map((p) => q(mw, p)).join(' / ')}`,
    );
    for (const d of ['pubmed', 'writing', 'xsum']) {
      const w = fit.filter((t) => t.y === 1 && t.words >= 50 && t.group === d).map((t) => t.words);
      console.log(`    ${d} n=${w.length}: ${[0.1, 0.25, 0.5, 0.75, 0.9].map((p) => q(w, p)).join(' / ')}`);
    }
    const edges = (process.env.AID_EDGES ?? '150,300').split(',').map(Number);
    const bucketOf = (w: number) => edges.filter((e) => w >= e).length;
    console.log(`  counts per bucket (edges ${edges})`);
    for (const g of genres) {
      const c = new Array(edges.length + 1).fill(0);
      for (const i of humans) if (groupIdx[i] === g) c[bucketOf(fit[i].words)]++;
      console.log(`    ${g.padEnd(22)} ${c.join(' / ')}`);
    }
    const c = new Array(edges.length + 1).fill(0);
    for (const t of fit) if (t.y === 1 && t.words >= 50) c[bucketOf(t.words)]++;
    console.log(`    machine                ${c.join(' / ')}`);
  }

  /** A shift rule: from margins of (a subset of) the human texts, a function words -> shift. */
  type Rule = (idx: number[], m: number[]) => (w: number) => number;

  /** -quantile: the shift that keeps ≤ FPR of `ms` at ≥ 0. */
  const need = (ms: number[]) => {
    const s = [...ms].sort((a, b) => b - a);
    return -s[Math.floor(FPR * s.length)] - 1e-6;
  };

  const globalRule: Rule = (idx, m) => {
    let shift = Infinity;
    for (const g of genres) {
      const ms = idx.filter((i) => groupIdx[i] === g).map((i) => m[i]);
      if (ms.length < 50) continue;
      shift = Math.min(shift, need(ms));
    }
    return () => shift;
  };

  /**
   * Per-bucket shift: cells (group × bucket) with ≥ minCell texts; the smaller cells of a bucket pooled
   * into one cell (used if it reaches minCell); a bucket with no usable cell, or < minBucket texts,
   * falls back to the global shift; then monotone: a bucket's shift is at most every longer bucket's.
   */
  const bucketRule =
    (edges: number[], minCell = 40, monotone = true, poolSmall = true, floorGlobal = false): Rule =>
    (idx, m) => {
      const global = globalRule(idx, m)(0);
      const bucketOf = (w: number) => edges.filter((e) => w >= e).length;
      const shifts = Array.from({ length: edges.length + 1 }, (_, b) => {
        const inB = idx.filter((i) => bucketOf(fit[i].words) === b);
        let s = Infinity;
        const small: number[] = [];
        for (const g of genres) {
          const ms = inB.filter((i) => groupIdx[i] === g).map((i) => m[i]);
          if (ms.length >= minCell) s = Math.min(s, need(ms));
          else small.push(...ms);
        }
        if (poolSmall && small.length >= minCell) s = Math.min(s, need(small));
        if (!Number.isFinite(s)) return global;
        return floorGlobal ? Math.max(s, global) : s;
      });
      if (monotone)
        for (let b = shifts.length - 2; b >= 0; b--) shifts[b] = Math.min(shifts[b], shifts[b + 1]);
      return (w: number) => shifts[bucketOf(Math.max(w, 50))];
    };

  /** shift(w) = s0 + beta·(ln(clamp(w)) − ln 50), s0 by the group rule on the adjusted margins. */
  const smoothRule =
    (beta: number | 'fit', wMax = 500): Rule =>
    (idx, m) => {
      const x = (w: number) => Math.log(Math.min(Math.max(w, 50), wMax) / 50);
      const b = beta === 'fit' ? fitBeta(idx, m, x) : beta;
      const adj = m.map((v, i) => v + b * x(fit[i].words));
      const s0 = globalRule(idx, adj)(0);
      return (w: number) => s0 + b * x(w);
    };

  /** Slope of a group-fixed-effects linear quantile regression (τ) of margin on x(words), by grid. */
  function fitBeta(
    idx: number[],
    m: number[],
    x: (w: number) => number,
    tau = Number(process.env.AID_TAU ?? 0.9),
  ) {
    let best = 0;
    let bestLoss = Infinity;
    for (let b = -3; b <= 4.001; b += 0.05) {
      let loss = 0;
      for (const g of genres) {
        const r = idx.filter((i) => groupIdx[i] === g).map((i) => m[i] + b * x(fit[i].words));
        if (r.length < 50) continue;
        const qq = q(r, tau);
        for (const v of r) loss += v >= qq ? tau * (v - qq) : (1 - tau) * (qq - v);
      }
      if (loss < bestLoss) {
        bestLoss = loss;
        best = b;
      }
    }
    return Math.max(0, best); // monotone: never stricter for longer texts
  }

  const machine = fit.map((_, i) => i).filter((i) => fit[i].y === 1 && fit[i].words >= SHORT_TEXT.minWords);
  const aiTrain = fit.map((_, i) => i).filter((i) => fit[i].set === 'ai-train');

  function evaluate(rule: Rule, m: number[], seed: number) {
    const shift = rule(humans, m);
    const on = (ii: number[]) => ii.filter((i) => m[i] + shift(fit[i].words) >= 0).length / ii.length;
    const rec = on(machine);
    const perDomain = ['pubmed', 'writing', 'xsum'].map((d) => on(machine.filter((i) => fit[i].group === d)));
    const perGen = ['davinci', 'gpt-3.5-turbo', 'gpt-4'].map((g) =>
      on(machine.filter((i) => fit[i].generator === g)),
    );
    const lenB = [
      [50, 150],
      [150, 300],
      [300, 1e9],
    ].map(([a, b]) => on(machine.filter((i) => fit[i].words >= a && fit[i].words < b)));
    const labels = aiTrain.map((i) => fit[i].y === 1);
    const rule005 = { ...SHORT_TEXT, floor: 0.05 };
    const aucRule = auroc(
      aiTrain.map((i) =>
        shrinkShortScore(1 / (1 + Math.exp(-(m[i] + shift(fit[i].words)))), fit[i].words, rule005),
      ),
      labels,
    );
    // Bootstrap out-of-bag FPR: set the shift on a resample of the human texts, count the out-of-bag ones ≥ 0.
    const random = seededRandom(1000 + seed);
    const B = Number(process.env.AID_BOOT ?? 100);
    const fpGroup: Record<string, [number, number]> = Object.fromEntries(genres.map((g) => [g, [0, 0]]));
    let worstSum = 0;
    const cellFp: Record<string, [number, number]> = {};
    for (let b = 0; b < B; b++) {
      const picked = new Uint8Array(fit.length);
      const sample = humans.map(() => {
        const i = humans[Math.floor(random() * humans.length)];
        picked[i] = 1;
        return i;
      });
      const s = rule(sample, m);
      let worst = 0;
      for (const g of genres) {
        const oob = humans.filter((i) => groupIdx[i] === g && !picked[i]);
        const fp = oob.filter((i) => m[i] + s(fit[i].words) >= 0).length;
        fpGroup[g][0] += fp;
        fpGroup[g][1] += oob.length;
        if (humans.filter((i) => groupIdx[i] === g).length >= 50) worst = Math.max(worst, fp / oob.length);
        for (const [a, bb] of [
          [50, 150],
          [150, 300],
          [300, 1e9],
        ]) {
          const key = `${a}`;
          const cell = oob.filter((i) => fit[i].words >= a && fit[i].words < bb);
          cellFp[key] ??= [0, 0];
          cellFp[key][0] += cell.filter((i) => m[i] + s(fit[i].words) >= 0).length;
          cellFp[key][1] += cell.length;
        }
      }
      worstSum += worst;
    }
    const oobFpr = Object.fromEntries(genres.map((g) => [g, fpGroup[g][0] / fpGroup[g][1]]));
    const oobLen = Object.fromEntries(Object.entries(cellFp).map(([k, [a, b]]) => [k, a / b]));
    return {
      rec,
      perDomain,
      perGen,
      lenB,
      aucRule,
      oobFpr,
      oobWorstMean: worstSum / B,
      oobLen,
      shifts: [50, 100, 150, 200, 300, 400, 500].map((w) => shift(w)),
    };
  }

  const variants: Record<string, Rule> = {
    global: globalRule,
    'b150,300': bucketRule([150, 300]),
    'b150,300 nomono': bucketRule([150, 300], 40, false),
    'b150,300 min60': bucketRule([150, 300], 60),
    'b100,200,300': bucketRule([100, 200, 300]),
    b200: bucketRule([200]),
    'b150,300 floorG': bucketRule([150, 300], 40, true, true, true),
    'smooth fit': smoothRule('fit'),
    b150: bucketRule([150]),
    'b150 min60': bucketRule([150], 60),
    'b150 nopool': bucketRule([150], 40, true, false),
    b120: bucketRule([120]),
    'b100,150': bucketRule([100, 150]),
    'smooth fit w200': smoothRule('fit', 200),
    'smooth fit w300': smoothRule('fit', 300),
    'smooth 1 w200': smoothRule(1, 200),
    'smooth 0.5': smoothRule(0.5),
    'smooth 1': smoothRule(1),
    'smooth 1.5': smoothRule(1.5),
    'smooth 2': smoothRule(2),
  };
  const only = process.env.AID_VARIANTS?.split(';');
  const pct = (x: number) => (100 * x).toFixed(1);
  const summary: Record<string, Array<ReturnType<typeof evaluate>>> = {};
  for (const [name, rule] of Object.entries(variants)) {
    if (only && !only.includes(name)) continue;
    for (const seed of seeds) {
      const m = oof[seed];
      if (!m) continue;
      const r = evaluate(rule, m, seed);
      summary[name] = [...(summary[name] ?? []), r];
      console.log(
        `${name.padEnd(18)} s${seed} recall ${pct(r.rec)} | dom ${r.perDomain.map(pct).join('/')} | gen ${r.perGen.map(pct).join('/')} | len ${r.lenB.map(pct).join('/')} | AUC ${r.aucRule.toFixed(3)} | oob worst ${pct(r.oobWorstMean)} ${Object.entries(
          r.oobFpr,
        )
          .filter(([g]) => bigGenres.includes(g))
          .map(([g, v]) => `${g.replace('ai_detection-', 'ai-')} ${pct(v)}`)
          .join(
            ' ',
          )} | oob len ${Object.values(r.oobLen).map(pct).join('/')} | shifts ${r.shifts.map((s) => s.toFixed(2)).join(' ')}`,
      );
    }
  }
  console.log('\nmean over draws');
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  for (const [name, rs] of Object.entries(summary)) {
    const oob = bigGenres.map(
      (g) => `${g.replace('ai_detection-', 'ai-')} ${pct(mean(rs.map((r) => r.oobFpr[g])))}`,
    );
    console.log(
      `${name.padEnd(18)} recall ${pct(mean(rs.map((r) => r.rec)))} | len ${[0, 1, 2].map((k) => pct(mean(rs.map((r) => r.lenB[k])))).join('/')} | dom ${[0, 1, 2].map((k) => pct(mean(rs.map((r) => r.perDomain[k])))).join('/')} | gen ${[0, 1, 2].map((k) => pct(mean(rs.map((r) => r.perGen[k])))).join('/')} | AUC ${mean(rs.map((r) => r.aucRule)).toFixed(3)} | oob worst ${pct(mean(rs.map((r) => r.oobWorstMean)))} | ${oob.join(' ')} | oob len ${['50', '150', '300'].map((k) => pct(mean(rs.map((r) => r.oobLen[k])))).join('/')}`,
    );
  }
}
