import { baseUrl } from './browser';

export interface Credentials {
  username: string;
  password: string;
}

/** What fetch() takes, plus `json` (sent as a JSON body) and `token` (sent as a bearer Authorization header). */
export type ApiInit = RequestInit & { json?: unknown; token?: string };

/** fetch() against the app at `appUrl`. */
export function apiFetchAt(appUrl: string, path: string, init: ApiInit = {}): Promise<Response> {
  const { json, token, headers, ...rest } = init;
  const merged = new Headers(headers);
  if (json !== undefined) merged.set('Content-Type', 'application/json');
  if (token) merged.set('Authorization', `Bearer ${token}`);
  return fetch(new URL(path, appUrl), { ...rest, headers: merged, body: json !== undefined ? JSON.stringify(json) : rest.body });
}

/** fetch() against the app under test (see apiFetchAt). */
export function apiFetch(path: string, init?: ApiInit): Promise<Response> {
  return apiFetchAt(baseUrl(), path, init);
}

/**
 * A fresh bearer token for an admin of the app at `appUrl` (POST /api/admin/login). Not cached: logging out anywhere
 * revokes every token of that admin, so a spec that logs out should ask for a new one.
 */
export async function loginToken(appUrl: string, credentials: Credentials): Promise<string> {
  const response = await apiFetchAt(appUrl, '/api/admin/login', { method: 'POST', json: credentials });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!response.ok || !body.token) throw new Error(`Admin login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** Credentials of the admin created by global-setup.ts. */
export function adminCredentials(): Credentials {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) throw new Error('E2E_ADMIN_USERNAME/E2E_ADMIN_PASSWORD are not set: run through jest (global setup)');
  return { username, password };
}

/** A fresh bearer token for the e2e admin of the app under test (see loginToken). */
export function adminToken(): Promise<string> {
  return loginToken(baseUrl(), adminCredentials());
}
