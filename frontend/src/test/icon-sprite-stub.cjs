// The sprite's address in tests: the build gives it a hashed name (vite.config.ts).
module.exports = { __esModule: true, default: '/assets/icons.svg' };
