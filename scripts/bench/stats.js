// The figures the benchmarks report over repeated runs and many timings.

/**
 * The value at quantile `q` (0.5 the median, 0.95 the 95th percentile) of `values`, nearest rank
 * from below; NaN for no values.
 * @param {number[]} values
 * @param {number} q
 */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/**
 * The median of `values`: of an even count, the higher of the two middle values; NaN for none.
 * @param {number[]} values
 */
export const median = (values) => quantile(values, 0.5);
