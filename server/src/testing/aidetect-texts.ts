/** Texts written for the AI-detection tests (not in any training set), shared by each version's test. */

// Plain first-person human prose, 90 words.
export const HUMAN_LONG =
  'We moved into the flat on a wet Tuesday, and the first thing Dad did was lose the key to the back door. ' +
  'Mum said it was typical. My brother found it three days later in the pocket of a coat nobody had worn since ' +
  'Easter, which did not stop the argument about who had put it there. The kitchen smelled of paint for a month. ' +
  'I slept with the window open and listened to the buses turning at the end of the road, counting them until I fell asleep.';
// In the register chat models favour (stock phrases, balanced abstractions), 80 words.
export const MACHINE_LONG =
  'In today’s fast-paced world, effective time management is crucial for achieving both personal and professional goals. ' +
  'By prioritizing tasks and setting clear objectives, individuals can significantly enhance their productivity. ' +
  'Additionally, it is important to recognize the value of regular breaks, which help maintain focus and prevent burnout. ' +
  'Furthermore, leveraging digital tools can streamline workflows and foster collaboration. ' +
  'Overall, by adopting these strategies, individuals can navigate challenges with confidence and ultimately achieve a healthier work-life balance.';
export const SHORT = 'Additionally, it offers significant benefits in terms of efficiency and productivity.';
