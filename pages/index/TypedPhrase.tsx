import { useEffect, useState } from 'react';
import { TypeAnimation } from 'react-type-animation';
import { typing } from '../../model/ui-settings';
import { prefersReducedMotion } from '../../components/motion';

/**
 * The rotating phrase of the hero (spec 4, 9), the content of its island (pages/index/+Page.tsx).
 * The pre-rendered HTML and reduced motion show the first word; once hydrated, the words are
 * typed and deleted in a loop. Screen readers read the first word once instead of a stream of
 * letters.
 */
export function TypedPhrase({ words }: { words: readonly string[] }) {
  const [animate, setAnimate] = useState(false);
  useEffect(() => setAnimate(!prefersReducedMotion()), []);

  const first = words[0]!;
  if (!animate) return first;
  return (
    <>
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
    </>
  );
}
