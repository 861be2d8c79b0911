/**
 * The first step of `npm test`: the browser tests drive Chromium, so check for it before
 * anything is built. CHROMIUM_PATH, when set, must name an existing file; otherwise Debian's
 * /usr/bin/chromium-headless-shell is used (Chromium built for headless use: the same engine,
 * without the desktop browser's windowing; the browser suite took 7.1 min with it where it took
 * 8.9 to 10.8 with /usr/bin/chromium, docs/test-times.md), installed with
 * scripts/install-browser.sh (the script CI uses)
 * when it is missing and this machine can install it (root, apt-get). Anything else stops the
 * run at once with one line that names the fix.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const debianChromium = '/usr/bin/chromium-headless-shell';

const machine = {
  exists: existsSync,
  canInstall: () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get'),
  install: () => execFileSync('bash', ['scripts/install-browser.sh'], { stdio: 'inherit' }),
};

/** The browser to drive, or throws an Error whose message is the one line to show. */
export function ensureBrowser(env = process.env, { exists, canInstall, install } = machine) {
  if (env.CHROMIUM_PATH) {
    if (!exists(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which does not exist: point it at a Chromium binary, or unset it to use Debian's chromium-headless-shell.`);
    }
    return env.CHROMIUM_PATH;
  }
  if (canInstall()) {
    // Installs Chromium and the fonts the tests use when they are missing; quick when all is there.
    try {
      install();
    } catch {
      throw new Error(`Installing Chromium with scripts/install-browser.sh failed (its output is above): fix that, or set CHROMIUM_PATH to a Chromium binary, then npm test again.`);
    }
  } else if (!exists(debianChromium)) {
    throw new Error(`Chromium's headless shell is missing at ${debianChromium}: run \`sudo bash scripts/install-browser.sh\` (or set CHROMIUM_PATH to a Chromium binary), then npm test again.`);
  }
  return debianChromium;
}
