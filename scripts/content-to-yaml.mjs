/**
 * Migration tool of issue 15, removed once content/ holds no TypeScript: loads a content module
 * with content/site.ts's values replaced by their `{site.*}` references (model/content-files.ts)
 * and writes its export as YAML, so a converted file says exactly what the module said.
 *
 *   node scripts/content-to-yaml.mjs <module.ts>:<export name>:<out.yaml> ...
 *
 * Check every conversion with scripts/compare-pages.mjs.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createServer } from 'vite';
import { stringify } from 'yaml';

const siteFile = resolve('content/site.ts');
const schemasFile = resolve('model/schemas.ts');
const server = await createServer({
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  plugins: [{
    name: 'sentinel-site',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || importer.includes('sentinel')) return null;
      if (!source.endsWith('/site') && !source.endsWith('/schemas')) return null;
      const r = await this.resolve(source, importer, { skipSelf: true });
      if (r?.id === siteFile) return '\0sentinel-site';
      // Checking happens when the YAML is read: here a reference such as {site.headquarters.postalCode}
      // stands where the schema expects a postal code, so the module's own check is skipped.
      if (r?.id === schemasFile) return '\0sentinel-schemas';
      return null;
    },
    load(id) {
      if (id === '\0sentinel-schemas') return `export * from ${JSON.stringify(schemasFile)};\nexport const parseContent = (_schema, _entry, value) => value;`;
      if (id !== '\0sentinel-site') return null;
      return `import * as real from ${JSON.stringify(siteFile)};
const t = (k) => '{site.' + k + '}';
export const site = { ...real.site, brand: t('brand'), legalName: t('legalName'), contactEmail: t('contactEmail'), origin: t('origin'), foundingYear: t('foundingYear'),
  headquarters: Object.fromEntries(Object.keys(real.site.headquarters).map((k) => [k, t('headquarters.' + k)])) };
export const absoluteUrl = real.absoluteUrl; export const documentTitle = real.documentTitle;`;
    },
  }],
});
try {
  for (const arg of process.argv.slice(2)) {
    const [module, name, out] = arg.split(':');
    const mod = await server.ssrLoadModule(resolve(module));
    const data = mod[name];
    if (data === undefined) throw new Error(`${module} has no export ${name}`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, stringify(data, { lineWidth: 0 }));
    console.log('wrote', out);
  }
} finally {
  await server.close();
}
