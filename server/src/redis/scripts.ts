/**
 * The Lua scripts of the Redis quota ledger. Redis runs a script alone, so each one checks and
 * changes every window of a request at once: two instances can never both see room that only one
 * request fits.
 */

/**
 * Reserves `chars` in every window or in none. KEYS: one per window. ARGV: now, chars, then per
 * window: kind (`c` calendar counter, `s` sliding window), limit (0 = unlimited), the calendar
 * window's end (epoch ms) or the sliding window's length (ms), and the sliding event's member
 * (`<chars>:<id>`). Returns `{1, used1, resetsAt1, used2, …}` when admitted, `{0, i, used, fitsAt}`
 * when window i is full, `{-1, i}` when calendar counter i is not in Redis yet (seed it, retry).
 */
export const RESERVE = `
local now = tonumber(ARGV[1])
local chars = tonumber(ARGV[2])
local used, resets = {}, {}
local function charsOf(member) return tonumber(string.match(member, '^(%d+):')) end
for i, key in ipairs(KEYS) do
  local b = 2 + (i - 1) * 4
  local kind, limit, arg = ARGV[b + 1], tonumber(ARGV[b + 2]), tonumber(ARGV[b + 3])
  if kind == 'c' then
    local v = redis.call('GET', key)
    if not v then return {-1, i} end
    local u = tonumber(v)
    if limit > 0 and u + chars > limit then return {0, i, u, arg} end
    used[i], resets[i] = u, arg
  else
    redis.call('ZREMRANGEBYSCORE', key, '-inf', now - arg)
    local entries = redis.call('ZRANGE', key, 0, -1, 'WITHSCORES')
    local u = 0
    for j = 1, #entries, 2 do u = u + charsOf(entries[j]) end
    if limit > 0 and u + chars > limit then
      local room, fits = limit - u, now + arg
      for j = 1, #entries, 2 do
        room = room + charsOf(entries[j])
        if room >= chars then fits = tonumber(entries[j + 1]) + arg; break end
      end
      return {0, i, u, fits}
    end
    used[i] = u
    resets[i] = (#entries > 0) and (tonumber(entries[2]) + arg) or (now + arg)
  end
end
local out = {1}
for i, key in ipairs(KEYS) do
  local b = 2 + (i - 1) * 4
  local kind, arg = ARGV[b + 1], tonumber(ARGV[b + 3])
  if kind == 'c' then
    redis.call('INCRBY', key, chars)
    redis.call('PEXPIREAT', key, arg)
  else
    redis.call('ZADD', key, now, ARGV[b + 4])
    redis.call('PEXPIRE', key, arg)
  end
  out[#out + 1] = used[i] + chars
  out[#out + 1] = resets[i]
end
return out
`;

/**
 * Gives a failed request's characters back. KEYS: calendar counters, then sliding windows.
 * ARGV: chars, the number of calendar counters, then the sliding events' members in KEYS order.
 * A counter never goes below 0 and keeps its expiry.
 */
export const REFUND = `
local chars = tonumber(ARGV[1])
local calendars = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  if i <= calendars then
    local v = redis.call('GET', key)
    if v then redis.call('SET', key, math.max(0, tonumber(v) - chars), 'KEEPTTL') end
  else
    redis.call('ZREM', key, ARGV[2 + i - calendars])
  end
end
return 1
`;

/**
 * Sets calendar counters to at least the database's figure. KEYS: counters. ARGV: per counter,
 * the database's value and the window's end (epoch ms). Taking the larger value never forgets
 * characters either side admitted.
 */
export const SEED = `
for i, key in ipairs(KEYS) do
  local seed, ends = tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i])
  local cur = tonumber(redis.call('GET', key) or '-1')
  if seed > cur then
    redis.call('SET', key, seed)
    redis.call('PEXPIREAT', key, ends)
  end
end
return 1
`;
