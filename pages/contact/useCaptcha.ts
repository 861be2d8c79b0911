import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type ReCAPTCHAModule from 'react-google-recaptcha';
import { contactCaptchaTimeoutMs } from '../../model/page-data/ui-settings';

type ReCAPTCHA = InstanceType<typeof ReCAPTCHAModule>;

/**
 * The contact form's reCAPTCHA. Google's script and frame (several hundred KB, and Google's own
 * collection of device and interaction data) load only once the visitor acts (issue 39): the
 * first character typed in the form (`want`, from the form) or a press of the button in the
 * captcha's place (`start`). Not on a focus, a scroll or a demo link: a visitor who only reads,
 * or looks, sends Google nothing. `onWanted` runs then too (the form fetches its sending code). A
 * script blocked by a firewall or an extension may fail, or never arrive: past the limit the state
 * is 'failed' and the form offers e-mail; a script that arrives later still shows the widget and
 * takes the message away.
 */
export function useCaptcha(onWanted: () => void) {
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<ReCAPTCHA>(null);
  const [wanted, setWanted] = useState(false);
  const [token, setToken] = useState('');
  const [script, setScript] = useState<'waiting' | 'loaded' | 'failed'>('waiting');

  const asked = useRef(false);
  const want = () => {
    if (asked.current) return;
    asked.current = true;
    setWanted(true);
    onWanted();
  };
  // The start button gives way to the widget: focus moves to its place, so that the next Tab
  // reaches Google's checkbox instead of starting again from the top of the page.
  const [focusSlot, setFocusSlot] = useState(false);
  useEffect(() => {
    if (focusSlot) slot.current?.focus();
  }, [focusSlot]);

  // A layout effect, so that the limit starts in the same task as the script's request.
  useLayoutEffect(() => {
    if (!wanted || script !== 'waiting') return;
    const timer = setTimeout(() => setScript('failed'), contactCaptchaTimeoutMs);
    return () => clearTimeout(timer);
  }, [wanted, script]);

  return {
    slot,
    widget,
    wanted,
    want,
    start: () => {
      want();
      setFocusSlot(true);
    },
    token,
    setToken,
    script,
    // react-async-script calls this once Google's script has called back (loaded) or once its
    // request has failed (errored); the package's types leave that argument out.
    onScript: (loaded?: { loaded?: boolean }) => setScript(loaded?.loaded ? 'loaded' : 'failed'),
    /** A new tick is needed for the next message. */
    reset: () => {
      setToken('');
      widget.current?.reset();
    },
  };
}
export type Captcha = ReturnType<typeof useCaptcha>;
