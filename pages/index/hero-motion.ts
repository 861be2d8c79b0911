/**
 * The hero's pause button (WCAG 2.2.2 Pause, Stop, Hide: the typed phrase and the particles move
 * for as long as the page is open, so the visitor can stop them). The button is in the
 * pre-rendered hero, shown only with scripting and without reduced motion (renderer/global.css),
 * and its name says what it does next, as the WAI-ARIA carousel pattern's rotation button does:
 * "Pause animation", then "Play animation". The typed phrase and the particles ask here.
 */
let paused = false;
const listeners = new Set<() => void>();
let resumed: { promise: Promise<void>; resolve: () => void } | undefined;

export const motionPaused = () => paused;

/** Calls `listener` each time the visitor pauses or plays the hero's motion. */
export function onMotionChange(listener: () => void): void {
  listeners.add(listener);
}

/** Resolves at once while the motion plays, or once the visitor plays it again. */
export function whilePlaying(): Promise<void> {
  if (!paused) return Promise.resolve();
  if (!resumed) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    resumed = { promise, resolve };
  }
  return resumed.promise;
}

function setMotionPaused(value: boolean): void {
  if (value === paused) return;
  paused = value;
  if (!paused) {
    resumed?.resolve();
    resumed = undefined;
  }
  for (const listener of listeners) listener();
}

/** Wires the hero's button: its words come from the page (content/pages/home-hero.yaml `motion`). */
export function startMotionButton(button: HTMLButtonElement): void {
  const label = button.querySelector<HTMLElement>('[data-motion-label]');
  const { pauseLabel = '', playLabel = '' } = button.dataset;
  button.addEventListener('click', () => setMotionPaused(!paused));
  onMotionChange(() => {
    button.toggleAttribute('data-paused', paused);
    if (label) label.textContent = paused ? playLabel : pauseLabel;
  });
}
