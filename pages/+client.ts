// Every page's one script: the shell's behaviour, without a framework. Home and contact have
// their own +client file, which replaces this one (https://vike.dev/client).
import { enhanceShell } from '../renderer/shell';

enhanceShell();
