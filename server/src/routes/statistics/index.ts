import type { RouteHandlers } from '../types';

/** Statistics: counts and readability scores (free). The engine loads on first use. */
export const statisticsHandlers: RouteHandlers = {
  statistics: async ({ input }) => {
    const { computeStatistics } = await import('../../engines/statistics');
    return computeStatistics(input.text, input.lang);
  },
};
