import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type ReCAPTCHAModule from 'react-google-recaptcha';
import { onceInView } from '../../components/motion';
import { contactCaptchaTimeoutMs } from '../../model/ui-settings';

type ReCAPTCHA = InstanceType<typeof ReCAPTCHAModule>;

/**
 * The contact form's reCAPTCHA. Google's script (several hundred KB) loads when the visitor
 * reaches the form: a field focused or touched, or the captcha's place scrolled into view;
 * visitors who only read the page never download it. `onWanted` runs then too (the form fetches
 * its sending code). A script blocked by a firewall or an extension may fail, or never arrive:
 * past the limit the state is 'failed' and the form offers e-mail; a script that arrives later
 * still shows the widget and takes the message away.
 */
export function useCaptcha(onWanted: () => void) {
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<ReCAPTCHA>(null);
  const [wanted, setWanted] = useState(false);
  const [token, setToken] = useState('');
  const [script, setScript] = useState<'waiting' | 'loaded' | 'failed'>('waiting');

  const want = () => {
    setWanted(true);
    onWanted();
  };
  useEffect(() => {
    if (wanted || !slot.current) return;
    return onceInView(slot.current, want);
  }, [wanted]);

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
