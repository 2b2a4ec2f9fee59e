/**
 * Attributes of HTML that React's types do not know yet; React passes them to the element as they are. A button's
 * `commandfor` and `command` open or close a dialog without any script; a dialog's `closedby="any"` lets a tap on its
 * backdrop close it.
 */
import 'react';

// Merged into React's own interfaces, which need the same type parameter.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
