/**
 * A tap on a button before React has taken over the server's markup has no listener to answer it: the page looks ready
 * long before its scripts have arrived on a phone. The page's first script records the last such tap; once the page
 * has hydrated, the same element (hydration keeps the server's elements) is clicked again, so the tap has its effect.
 * Links, submit buttons and buttons that command a dialog are left alone: they work without JavaScript. From the
 * moment hydration starts, React replays taps itself.
 */
let recorded: HTMLElement | null = null;
let toReplay: HTMLElement | null = null;

function record(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest('a, button, [role="button"]') : null;
  if (!(target instanceof HTMLElement) || target instanceof HTMLAnchorElement) return;
  if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form) return;
  // A button that opens or closes a dialog by its command works without JavaScript where the browser knows commands.
  if (target instanceof HTMLButtonElement && target.hasAttribute('commandfor') && 'command' in HTMLButtonElement.prototype) return;
  recorded = target;
}

export function recordEarlyTaps(): void {
  document.addEventListener('click', record, true);
}

/** Called right before hydration starts: from then on React's own event replay answers taps. */
export function stopRecordingEarlyTaps(): void {
  document.removeEventListener('click', record, true);
  toReplay = recorded;
  recorded = null;
}

/** Called once the whole page is hydrated. */
export function replayEarlyTap(): void {
  const target = toReplay;
  toReplay = null;
  if (target?.isConnected) target.click();
}
