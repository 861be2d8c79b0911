/**
 * The hero's rotating phrase (spec 2.4, 9): types a word letter by letter, pauses, deletes it
 * letter by letter and types the next, in a loop. The pre-rendered island shows the first word;
 * this module takes it over without a framework (issue 33: hydrating React for it was a 140 ms
 * task on a phone-speed CPU). Its rhythm is react-type-animation's, which the hero used before:
 * each keystroke waits the configured delay give or take half of it, a word is deleted only down
 * to what it shares with the next, and the text changes in the next animation frame.
 *
 * Screen readers read the first word once (a visually hidden copy) instead of a stream of letters;
 * with reduced motion the first word simply stays; the hero's pause button stops it on a whole word.
 */
import { prefersReducedMotion } from '../../components/motion';
import { typing } from '../../model/page-data/ui-settings';
import { motionPaused, whilePlaying } from './hero-motion';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A keystroke's delay: the configured one, varied by up to half of it either way. */
const keystroke = (ms: number) => ms + ms * (Math.random() - 0.5);

/** The texts shown from `from` to `to`: deleting down to their common start, then typing the rest. */
function keystrokes(from: string, to: string): string[] {
  const a = [...from];
  const b = [...to];
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  const steps: string[] = [];
  for (let length = a.length - 1; length >= common; length--) steps.push(a.slice(0, length).join(''));
  for (let length = common + 1; length <= b.length; length++) steps.push(b.slice(0, length).join(''));
  return steps;
}

export function startTypedPhrase(island: HTMLElement, words: readonly string[]): void {
  island.dataset.hydrated = 'true';
  if (words.length < 2 || prefersReducedMotion()) return;

  const spoken = Object.assign(document.createElement('span'), { className: 'sr-only', textContent: words[0]! });
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.dataset.testid = 'typed-phrase';
  const text = Object.assign(document.createElement('span'), { className: 'typed-cursor', textContent: words[0]! });
  shown.append(text);
  island.replaceChildren(spoken, shown);

  void (async () => {
    for (let index = 1; ; index = (index + 1) % words.length) {
      await wait(typing.pauseMs);
      await whilePlaying();
      for (const step of keystrokes(text.textContent ?? '', words[index]!)) {
        // Paused by the hero's button (pages/index/hero-motion.ts): the word being typed shows whole.
        if (motionPaused()) {
          requestAnimationFrame(() => (text.textContent = words[index]!));
          break;
        }
        const deleting = step.length < (text.textContent ?? '').length;
        requestAnimationFrame(() => (text.textContent = step));
        await wait(keystroke(deleting ? typing.deleteMs : typing.typeMs));
      }
    }
  })();
}
