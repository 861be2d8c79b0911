import { useEffect, useState } from 'react';
import { TypeAnimation } from 'react-type-animation';
import { typing } from '../../content/ui';
import { prefersReducedMotion } from '../../components/motion';

/**
 * The rotating phrase of the hero (spec 4, 9). The pre-rendered HTML and reduced motion show
 * the first word; once hydrated, the words are typed and deleted in a loop. Screen readers read
 * the first word once instead of a stream of letters.
 */
export function TypedPhrase({ words }: { words: readonly string[] }) {
  const [animate, setAnimate] = useState(false);
  useEffect(() => setAnimate(!prefersReducedMotion()), []);

  const first = words[0]!;
  // Two lines are kept free below lg so a longer word never moves the hero (no layout shift).
  const box = 'block min-h-[2.3em] text-cyan-300 lg:min-h-[1.15em]';
  if (!animate) return <span className={box}>{first}</span>;
  return (
    <span className={box}>
      <span className="sr-only">{first}</span>
      <span aria-hidden="true" data-testid="typed-phrase">
        <TypeAnimation
        wrapper="span"
        className="typed-cursor"
        cursor={false}
        sequence={words.flatMap((word) => [word, typing.pauseMs])}
        speed={{ type: 'keyStrokeDelayInMs', value: typing.typeMs }}
        deletionSpeed={{ type: 'keyStrokeDelayInMs', value: typing.deleteMs }}
        repeat={Infinity}
        preRenderFirstString
      />
      </span>
    </span>
  );
}
