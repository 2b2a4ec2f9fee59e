import '@testing-library/jest-dom';
import { config as transitions } from 'react-transition-group';
import { server } from './server';

// MUI's fades, grows and collapses finish at once: tests never wait on an animation.
transitions.disabled = true;

// jsdom does no layout, so it has no scrollIntoView; scrolling is checked in the browser tests. (Node tests have no DOM.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => undefined;

// A request no handler answers gets a network error, and fails its test even when the screen copes with the error.
const unanswered: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  if (unanswered.length) throw new Error(`Requests no handler answered: ${unanswered.splice(0).join(', ')}`);
});
afterAll(() => server.close());
