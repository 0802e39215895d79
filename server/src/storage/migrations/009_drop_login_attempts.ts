/**
 * Login limits are sliding windows of the quota ledger now (`quota_window_events`, account `login`),
 * so the table of migration 2 that kept its own copy of that logic goes. Failures recorded in it at
 * upgrade time are forgotten: at most one login window (15 minutes by default) of lockouts.
 */
export const up = `
DROP INDEX IF EXISTS login_attempts_bucket;
DROP TABLE IF EXISTS login_attempts;
`;
