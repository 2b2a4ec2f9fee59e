/**
 * Small builders of valid request bodies, with overrides. Each returns a new object, so tests never
 * share mutable state. Add one per domain as needed.
 */
export function loginBody(overrides: Partial<{ username: string; password: string }> = {}) {
  return { username: 'admin', password: 'test-admin-password-123', ...overrides };
}
