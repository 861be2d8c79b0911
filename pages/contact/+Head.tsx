import { earlyPressRecorder } from '../../renderer/scripting-flag';

/** The contact pages remember a press of the form's buttons made before their script has run (renderer/scripting-flag.ts). */
export default function Head() {
  return <script dangerouslySetInnerHTML={{ __html: earlyPressRecorder }} />;
}
