#!/usr/bin/env node
// Generates the UI's API client from the server's document,
// src/generated/openapi.json (run `npm run generate:api` after the server
// changed it; src/lib/api/generatedApi.test.ts fails while the output is
// stale). Everything goes to src/generated/api:
//
//   types.ts              the document's types (openapi-typescript)
//   schemas.ts            each schema as a type of its own name
//   base.ts               where the API lives on the server
//   operations/<tag>/<operation>.ts
//                         one descriptor per operation
//   operations/<tag>.ts   the operations of one tag (the features' imports)
//   validators/<Schema>.js (+ .d.ts)
//                         Ajv standalone validators of the schemas the
//                         operations use, one module each, and no schema
//                         compiler ships; a request body's validator comes
//                         with its operation, an answer's loads with the
//                         first call that needs it (no page waits for the
//                         checks of the data it is about to ask for)
//
// Each validator module holds the code of the schemas its schema refers to
// too: that repeats some code between modules, but leaves every module free
// of the others.

import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import openapiTS, { astToString } from 'openapi-typescript';

const UI = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOCUMENT = join(UI, 'src/generated/openapi.json');
export const OUTPUT = join(UI, 'src/generated/api');

const API_PREFIX = '/api/';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const SCHEMA_REF = '#/components/schemas/';
const HEADER =
  '// Generated from src/generated/openapi.json by scripts/generate-api.mjs\n' +
  '// (npm run generate:api); do not edit.\n';

const camelCase = (text) =>
  text
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, next = '') => next.toUpperCase())
    .replace(/^./, (first) => first.toLowerCase());

function schemaName(schema, where) {
  if (typeof schema?.$ref === 'string' && schema.$ref.startsWith(SCHEMA_REF)) {
    return schema.$ref.slice(SCHEMA_REF.length);
  }
  throw new Error(`${where}: only named schemas (${SCHEMA_REF}…) can be checked`);
}

/** The check of a JSON body: a named schema, or a list of one. */
function jsonCheck(content, where) {
  const schema = content?.['application/json']?.schema;
  if (!schema) return undefined;
  if (schema.type === 'array') return { schema: schemaName(schema.items, where), list: true };
  return { schema: schemaName(schema, where) };
}

/** `/api` itself: the API's status message, which the admins' API status page shows. */
const API_ROOT = API_PREFIX.slice(0, -1);

/**
 * Every operation of the API: under /api/, and the root `/api` (its
 * relative path is '', so it is called as `/api/`, which the server
 * answers too), named after its operationId unless that is missing or
 * taken within its tag.
 */
function operationsOf(document) {
  const operations = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith(API_PREFIX) && path !== API_ROOT) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const relativePath = path.slice(API_PREFIX.length);
      operations.push({
        path,
        method,
        relativePath,
        tag: operation.tags?.[0] ?? relativePath.split('/')[0],
        id: operation.operationId,
        derivedName: camelCase(`${method} ${relativePath.replace(/[{}]/g, '')}`),
        summary: operation.summary,
        auth: (operation.security ?? document.security ?? []).length > 0,
        request: jsonCheck(operation.requestBody?.content, where),
        response: jsonCheck(operation.responses?.['200']?.content, where),
      });
    }
  }
  const taken = new Set();
  for (const operation of operations) {
    const preferred = operation.id ? camelCase(operation.id) : operation.derivedName;
    const name = taken.has(`${operation.tag}.${preferred}`) ? operation.derivedName : preferred;
    if (taken.has(`${operation.tag}.${name}`)) throw new Error(`Two operations named ${name}`);
    taken.add(`${operation.tag}.${name}`);
    operation.name = name;
  }
  return operations;
}

/**
 * Each operation is named by its operationId (the server's handler name),
 * so two handlers of one name would make one descriptor hide the other:
 * the generator refuses such a document rather than guess.
 */
function assertUniqueOperationIds(document) {
  const seen = new Map();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const id = item[method]?.operationId;
      if (!id) continue;
      if (seen.has(id)) {
        throw new Error(
          `operationId ${id} names both ${seen.get(id)} and ${method.toUpperCase()} ${path}: rename one handler`,
        );
      }
      seen.set(id, `${method.toUpperCase()} ${path}`);
    }
  }
}

async function typesModule(document) {
  // A free-form object (a whiteboard element, a submitted answer) is
  // `Record<string, unknown>`, not an object that may hold nothing.
  const ast = await openapiTS(document, { silent: true, emptyObjectsUnknown: true });
  return HEADER + '\n' + astToString(ast);
}

/** Keywords whose values are data, not schemas, and are kept as they are. */
const DATA_KEYWORDS = ['const', 'enum', 'default', 'example', 'examples'];

/**
 * A schema without its prose (`description`, `title`), which checks
 * nothing: the validators embed their schemas, and this keeps them smaller
 * and unchanged when only the server's comments change.
 */
function withoutProse(schema) {
  if (Array.isArray(schema)) return schema.map(withoutProse);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(
        ([key, value]) => !(['description', 'title'].includes(key) && typeof value === 'string'),
      )
      .map(([key, value]) => [key, DATA_KEYWORDS.includes(key) ? value : withoutProse(value)]),
  );
}

/** The options the checks have always had: formats such as `int64` are annotations, not checks. */
function validatorModule(components, name) {
  const ajv = new Ajv2020.default({
    strict: false,
    allErrors: true,
    validateFormats: false,
    code: { source: true, esm: true },
  });
  // Only `components` is registered: the schemas refer to each other as
  // `#/components/schemas/Name`, and leaving `paths` out keeps OpenAPI-only
  // keywords away from the compiler.
  ajv.addSchema({ $id: 'api', components }, undefined, undefined, false);
  const code = standaloneCode.default(ajv, { validate: `api${SCHEMA_REF}${name}` });
  return HEADER + asPureModule(name, code);
}

/**
 * Ajv's module with its code inside a pure function call, so that a bundler
 * drops the validators nobody calls: at the top level, the assignments it
 * makes to its functions would count as side effects and keep them all.
 * Ajv's few run-time helpers (string length, deep equality) come as
 * CommonJS requires even in ES module output; they become imports.
 */
function asPureModule(name, code) {
  const exported = /^"use strict";export const validate = (validate\d+);/.exec(code);
  if (!exported) throw new Error(`${name}: unexpected Ajv output`);
  const imports = [];
  const body = code
    .slice(exported[0].length)
    .replace(/const (\w+) = require\("([^"]+)"\)\.default;/g, (_, local, module) => {
      imports.push(`import ${local} from "${module}";\n`);
      return '';
    });
  if (body.includes('require(')) throw new Error(`${name}: validator still requires a module`);
  return (
    imports.join('') +
    `export const validate = /* @__PURE__ */ (() => {\n${body}\nreturn ${exported[1]};\n})();\n`
  );
}

const VALIDATOR_TYPES = `${HEADER}import type { Validator } from '../../../lib/api/operation';

export declare const validate: Validator;
`;

/**
 * A request body's check, there before the body is sent; an answer's,
 * loaded with the first call that needs it, while the request is on its way.
 */
function checkLiteral({ schema, list }, loaded) {
  const validator = loaded
    ? `load: () => import('../../validators/${schema}.js')`
    : `validate: ${schema}`;
  return `{ schema: '${schema}', ${list ? 'list: true, ' : ''}${validator} }`;
}

/** One operation's module: its descriptor, with its own validators only. */
function operationModule(op) {
  const imports = [
    "import type { Operation } from '../../../../lib/api/operation';",
    "import type { paths } from '../../types';",
    ...(op.request
      ? [
          `import { validate as ${op.request.schema} } from '../../validators/${op.request.schema}.js';`,
        ]
      : []),
  ];
  const lines = [
    `  method: '${op.method.toUpperCase()}',`,
    `  path: '${op.relativePath}',`,
    `  auth: ${op.auth},`,
  ];
  if (op.request) lines.push(`  request: ${checkLiteral(op.request, false)},`);
  if (op.response) lines.push(`  response: ${checkLiteral(op.response, true)},`);
  const summary = op.summary?.replace(/\s+/g, ' ').replace(/\*\//g, '*\\/');
  const doc = summary ? `/** ${summary} */\n` : '';
  return (
    `${HEADER}\n${imports.join('\n')}\n\n` +
    `${doc}export const ${op.name}: Operation<paths['${op.path}']['${op.method}']> = {\n` +
    `${lines.join('\n')}\n};\n`
  );
}

/**
 * A tag's operations, re-exported: a bundler takes each from its own
 * module, so a chunk carries the operations (and validators) it uses only.
 */
function tagModule(tag, operations) {
  const exports = operations.map((op) => `export { ${op.name} } from './${tag}/${op.name}';`);
  return `${HEADER}\n${exports.join('\n')}\n`;
}

/** Each schema of the document as a type of its own name. */
function schemasModule(document) {
  const names = Object.keys(document.components.schemas).sort();
  const aliases = names.map((name) => `export type ${name} = components['schemas']['${name}'];`);
  return `${HEADER}\nimport type { components } from './types';\n\n${aliases.join('\n')}\n`;
}

/** Every generated file by its path under src/generated/api. */
export async function generateApi(document) {
  assertUniqueOperationIds(document);
  const operations = operationsOf(document);
  const files = new Map();
  files.set('types.ts', await typesModule(document));
  files.set(
    'base.ts',
    `${HEADER}\n/** Where the API lives; operation paths are relative to it. */\nexport const API_PREFIX = '${API_PREFIX}';\n`,
  );
  files.set('schemas.ts', schemasModule(document));
  const tags = [...new Set(operations.map((op) => op.tag))].sort();
  for (const tag of tags) {
    const tagged = operations.filter((op) => op.tag === tag);
    files.set(`operations/${tag}.ts`, tagModule(tag, tagged));
    for (const op of tagged) files.set(`operations/${tag}/${op.name}.ts`, operationModule(op));
  }
  const schemas = new Set(
    operations.flatMap((op) => [op.request?.schema, op.response?.schema]).filter(Boolean),
  );
  const components = withoutProse(document.components);
  for (const schema of [...schemas].sort()) {
    files.set(`validators/${schema}.js`, validatorModule(components, schema));
    files.set(`validators/${schema}.d.ts`, VALIDATOR_TYPES);
  }
  return files;
}

export async function readDocument() {
  return JSON.parse(await readFile(DOCUMENT, 'utf8'));
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** The checked-in files that differ from what the document gives, or should not be there. */
export async function staleFiles(files) {
  const stale = [];
  for (const [path, text] of files) {
    const current = await readFile(join(OUTPUT, path), 'utf8').catch(() => null);
    if (current !== text) stale.push(path);
  }
  for (const path of await filesUnder(OUTPUT)) if (!files.has(path)) stale.push(path);
  return stale.sort();
}

async function main() {
  const files = await generateApi(await readDocument());
  for (const path of await filesUnder(OUTPUT)) {
    if (!files.has(path)) await rm(join(OUTPUT, path));
  }
  for (const [path, text] of files) {
    await mkdir(dirname(join(OUTPUT, path)), { recursive: true });
    await writeFile(join(OUTPUT, path), text);
  }
  console.log(`Wrote ${files.size} files to ${relative(process.cwd(), OUTPUT) || '.'}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
