import '@testing-library/jest-dom';
import * as React from 'react';
import { config as transitions } from 'react-transition-group';
import { server } from './server';
import { CATALOGUE_PARTS, loadMessages } from '../i18n/catalogue';
import { LANGUAGES } from '../i18n/languages';

// MUI's fades, grows and collapses finish at once: tests never wait on an animation.
transitions.disabled = true;

// jsdom does no layout, so MUI's autosizing textarea (every multiline field) measures a hidden twin of itself with
// getComputedStyle after each render, which jsdom answers by matching every style rule MUI inserted: a third of a long
// form's test time, to find a height of 0. Tests get a plain textarea of its minimum rows; the browser tests check the
// real one.
jest.mock('@mui/material/TextareaAutosize', () => {
  const { createElement, forwardRef } = jest.requireActual<typeof import('react')>('react');
  type Props = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { minRows?: number | string; maxRows?: number | string };
  const PlainTextarea = forwardRef<HTMLTextAreaElement, Props>(function PlainTextarea({ minRows, ...props }, ref) {
    const attributes: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { maxRows?: unknown } = { ...props };
    delete attributes.maxRows;
    return createElement('textarea', { rows: minRows === undefined ? undefined : Number(minRows), ...attributes, ref });
  });
  return { __esModule: true, default: PlainTextarea };
});

// React's development build captures a stack trace (an Error) for every element it creates, up to ten thousand a
// second, to name the owner in its warnings: with MUI's many elements a fifth of a long form's test time. Tests keep
// the warnings, with the owners React names when it is over that limit.
const reactInternals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined });

// Testing Library's role queries and jest-dom's visibility checks ask jsdom for an element's computed style, and for
// each of its ancestors, once per element they look at; jsdom answers each call by matching every style rule MUI
// inserted. The answer is kept until the document next changes (any mutation, which a style rule, class or attribute
// change is), so a query over a long form matches the rules once per element instead of once per element per ancestor.
if (typeof window !== 'undefined') {
  const computedStyleOf = window.getComputedStyle.bind(window);
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    styles = new WeakMap();
  };
  // Changes are seen at once (takeRecords) or, once delivered to the observer, by it.
  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (changes.takeRecords().length) forget();
    if (pseudoElement) return computedStyleOf(element, pseudoElement);
    let style = styles.get(element);
    if (!style) {
      style = computedStyleOf(element);
      styles.set(element, style);
    }
    return style;
  };
}

// jsdom does no layout, so it has no scrollIntoView; scrolling is checked in the browser tests. (Node tests have no DOM.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => undefined;

// Every catalogue is in place before a test renders, as the server and the boot load the page's before theirs (which
// part of a catalogue each page loads is checked in i18n/catalogue.test.ts).
beforeAll(() => Promise.all(LANGUAGES.flatMap((language) => CATALOGUE_PARTS.map((part) => loadMessages(language, part)))));

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
