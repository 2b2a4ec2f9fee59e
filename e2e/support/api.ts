import { baseUrl } from './browser';

/** Credentials of the admin created by global-setup.ts. */
export function adminCredentials(): { username: string; password: string } {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) throw new Error('E2E_ADMIN_USERNAME/E2E_ADMIN_PASSWORD are not set: run through jest (global setup)');
  return { username, password };
}

/**
 * A fresh bearer token for the e2e admin (POST /api/admin/login). Not cached: logging out anywhere
 * revokes every token of that admin, so a spec that logs out should ask for a new one.
 */
export async function adminToken(): Promise<string> {
  const response = await apiFetch('/api/admin/login', { method: 'POST', json: adminCredentials() });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!response.ok || !body.token) throw new Error(`Admin login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** fetch() against the app under test; `json` sends a JSON body, `token` an Authorization header. */
export function apiFetch(path: string, init: RequestInit & { json?: unknown; token?: string } = {}): Promise<Response> {
  const { json, token, headers, ...rest } = init;
  const merged = new Headers(headers);
  if (json !== undefined) merged.set('Content-Type', 'application/json');
  if (token) merged.set('Authorization', `Bearer ${token}`);
  return fetch(new URL(path, baseUrl()), { ...rest, headers: merged, body: json !== undefined ? JSON.stringify(json) : rest.body });
}
