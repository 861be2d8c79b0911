import { footerId } from '../../renderer/Footer';
import { earlyPressRecorder } from '../../renderer/scripting-flag';

/**
 * The contact pages remember a press of the form's buttons made before their script has run
 * (renderer/scripting-flag.ts), and are painted once the parser reaches the footer, in one layout (as an
 * article is, pages/blog/@slug/+Head.tsx; issue 44: painted in two steps, /contact had a 136 to
 * 152 ms task of layout and style just after its first paint at 4x slowdown).
 */
export default function Head() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: earlyPressRecorder }} />
      <link rel="expect" href={`#${footerId}`} blocking="render" />
    </>
  );
}
