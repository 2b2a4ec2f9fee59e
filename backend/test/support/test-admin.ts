/** The owner every test app starts with: in the run's templates (global-setup.ts), and created by a first start. */
export const TEST_ADMIN = { username: 'admin', password: 'test-keeper-lantern-123' };
