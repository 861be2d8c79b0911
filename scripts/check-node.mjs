/**
 * The npm scripts run on the Node the project installs (the `node` dev dependency, docs/node.md): on
 * another, such as a system Node 20 when `npm install` has not run or ran with --ignore-scripts,
 * the tools fail with errors that do not say why. This stops within a second with one line that
 * says what to do. Run first by `npm start` and `npm test`.
 */
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);

export function checkNode() {
  if (major > 22 || (major === 22 && minor >= 12)) return;
  console.error(
    `This project runs on Node 24 (.node-version), installed with its dependencies: run \`npm install\` (with install scripts allowed) and try again; this is Node ${process.versions.node}.`,
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) checkNode();
