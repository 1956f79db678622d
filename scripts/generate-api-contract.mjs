// Generates packages/api-contract (the OpenAPI document and its TypeScript types) from the
// backend, without a server or a database: `npm run api:generate`.
//
//   node scripts/generate-api-contract.mjs                      builds the backend, writes the package
//   node scripts/generate-api-contract.mjs --document d.json --out dir
//                                      renders a document already built (the drift spec does this)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { GENERATED_FILES, renderContract } from '../packages/api-contract/scripts/render.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({ options: { document: { type: 'string' }, out: { type: 'string' } } });

async function documentFromBackend() {
  // The incremental build of `npm start` / `npm test` (a no-op when nothing changed).
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const { buildOpenApiDocument } = await import(pathToFileURL(path.join(root, 'backend', 'dist', 'openapi-document.js')).href);
  return buildOpenApiDocument();
}

const document = args.document ? JSON.parse(readFileSync(args.document, 'utf8')) : await documentFromBackend();
const outDir = path.resolve(args.out ?? path.join(root, 'packages', 'api-contract'));
const files = await renderContract(document);
for (const file of GENERATED_FILES) {
  mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  writeFileSync(path.join(outDir, file), files[file]);
}
if (!args.out) console.log(`Contrato de la API generado: ${GENERATED_FILES.map((f) => `packages/api-contract/${f}`).join(', ')}`);
