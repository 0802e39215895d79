import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import { randomSecret, type SessionRow } from '../storage/repos/accounts';

export const SESSION_COOKIE = 'margin_session';
/** Double-submit token for the forms shown before login (login, register, confirm). */
export const FORM_COOKIE = 'margin_form';
export const FLASH_COOKIE = 'margin_flash';
/** Sessions last a week. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

const secure = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

function cookieOptions(c: Context, maxAge?: number) {
  return { path: '/dashboard', httpOnly: true, sameSite: 'Lax' as const, secure: secure(c), maxAge };
}

/** Equal strings in constant time. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The live session the request's cookie names, if any. */
export async function currentSession(c: Context, deps: AppDeps): Promise<SessionRow | undefined> {
  const id = getCookie(c, SESSION_COOKIE);
  if (!id || id.length > 200) return undefined;
  return deps.store.accounts.session(id);
}

/**
 * Starts a fresh session after login. Any session id the browser already had is discarded (and
 * deleted if it was live), so an id planted before login never becomes authenticated (fixation).
 */
export async function startSession(c: Context, deps: AppDeps, userId: string): Promise<void> {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await deps.store.accounts.deleteSession(previous);
  const { id } = await deps.store.accounts.createSession(userId, SESSION_TTL_MS);
  setCookie(c, SESSION_COOKIE, id, cookieOptions(c, SESSION_TTL_MS / 1000));
}

/** Ends the session and clears its cookie. */
export async function endSession(c: Context, deps: AppDeps): Promise<void> {
  const id = getCookie(c, SESSION_COOKIE);
  if (id) await deps.store.accounts.deleteSession(id);
  deleteCookie(c, SESSION_COOKIE, { path: '/dashboard' });
}

/** The pre-login form token, set as a cookie when missing; forms echo it in `_csrf`. */
export function formToken(c: Context): string {
  let token = getCookie(c, FORM_COOKIE);
  if (!token || token.length > 100) {
    token = randomSecret(24);
    setCookie(c, FORM_COOKIE, token, cookieOptions(c, 3600 * 24));
  }
  return token;
}

/**
 * True when a POST may proceed: same-origin (when the browser says where it comes from) and the
 * form's `_csrf` equals the session's token, or before login the form cookie's.
 */
export function csrfOk(c: Context, form: Record<string, unknown>, session?: SessionRow): boolean {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null' && origin !== new URL(c.req.url).origin) return false;
  const sent = typeof form._csrf === 'string' ? form._csrf : undefined;
  return sameSecret(sent, session ? session.csrf_token : getCookie(c, FORM_COOKIE));
}

/** A one-shot message shown on the next page. */
export interface Flash {
  kind: 'ok' | 'error';
  text: string;
}

export function setFlash(c: Context, flash: Flash): void {
  setCookie(c, FLASH_COOKIE, Buffer.from(JSON.stringify(flash)).toString('base64url'), cookieOptions(c, 120));
}

/** Reads and clears the flash message. */
export function takeFlash(c: Context): Flash | undefined {
  const raw = getCookie(c, FLASH_COOKIE);
  if (!raw) return undefined;
  deleteCookie(c, FLASH_COOKIE, { path: '/dashboard' });
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Flash;
    if ((v.kind === 'ok' || v.kind === 'error') && typeof v.text === 'string')
      return { kind: v.kind, text: v.text.slice(0, 2000) };
  } catch {
    // A damaged cookie shows nothing.
  }
  return undefined;
}
