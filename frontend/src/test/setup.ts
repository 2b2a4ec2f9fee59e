import '@testing-library/jest-dom';
import { config as transitions } from 'react-transition-group';
import { server } from './server';

// MUI's fades, grows and collapses finish at once: tests never wait on an animation.
transitions.disabled = true;

// jsdom does no layout, so it has no scrollIntoView; scrolling is checked in the browser tests. (Node tests have no DOM.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
