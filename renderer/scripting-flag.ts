/**
 * Runs inline in <head>, before the first paint: marks <html class="scripting"> so that notes
 * meant for visitors without JavaScript (`.no-script-note`) never flash or shift the layout
 * for everyone else. The worker's CSP allows exactly this script by its hash (a unit test
 * checks that the two agree).
 */
export const scriptingFlag = "document.documentElement.classList.add('scripting')";
export const scriptingFlagHash = 'sha256-q4lsBMkqH/3HrPpnuAYJ7/RebVR+pTUvowCL5NO3BGo=';
